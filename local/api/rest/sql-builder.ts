import type { Condition, OrderTerm, QuerySpec, SelectItem } from './query-params.ts';

/** Collects bind parameters; every value from a request reaches SQL only as `$n`. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Quotes an identifier. Names are also checked against the schema cache before they get here. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Resolves a request's column name to qualified SQL, or throws if the relation has no such column. */
export type ColumnResolver = (column: string) => string;

const comparisonSql = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
} as const;

const isSql = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
};

function conditionSql(condition: Condition, params: Params, column: ColumnResolver): string {
  let sql: string;
  switch (condition.kind) {
    case 'compare':
      sql = `${column(condition.column)} ${comparisonSql[condition.operator]} ${params.add(condition.value)}`;
      break;
    case 'is':
      sql = `${column(condition.column)} ${isSql[condition.value]}`;
      break;
    case 'isdistinct':
      sql = `${column(condition.column)} is distinct from ${params.add(condition.value)}`;
      break;
    case 'in':
      sql =
        condition.values.length === 0
          ? 'false'
          : `${column(condition.column)} in (${condition.values.map((value) => params.add(value)).join(', ')})`;
      break;
    case 'group': {
      const parts = condition.conditions.map((child) => conditionSql(child, params, column));
      const empty = condition.operator === 'and' ? 'true' : 'false';
      sql = parts.length === 0 ? empty : `(${parts.join(` ${condition.operator} `)})`;
      break;
    }
  }
  return condition.negated ? `not (${sql})` : sql;
}

export function whereSql(conditions: readonly Condition[], params: Params, column: ColumnResolver): string {
  if (conditions.length === 0) return '';
  return ` where ${conditions.map((condition) => conditionSql(condition, params, column)).join(' and ')}`;
}

export function orderSql(order: readonly OrderTerm[], column: ColumnResolver): string {
  if (order.length === 0) return '';
  const terms = order.map(
    (term) =>
      `${column(term.column)} ${term.descending ? 'desc' : 'asc'}${term.nulls ? ` nulls ${term.nulls}` : ''}`,
  );
  return ` order by ${terms.join(', ')}`;
}

export function selectListSql(
  items: readonly SelectItem[],
  qualifier: string,
  column: ColumnResolver,
): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return `${qualifier}.*`;
      const cast = item.cast ? `::${item.cast}` : '';
      return `${column(item.column)}${cast} as ${ident(item.alias ?? item.column)}`;
    })
    .join(', ');
}

export type ReadWindow = { offset: number; limit: number | null };

/**
 * One statement answers a read: the page as a JSON array built by Postgres (so values are serialised exactly as
 * PostgREST serialises them), its first element for object replies, its size, and the total when asked for.
 * `source` is a table, or a function call producing rows.
 */
export interface ReadOptions {
  source: string;
  spec: Pick<QuerySpec, 'select' | 'conditions' | 'order'>;
  window: ReadWindow;
  withTotal: boolean;
  stripNulls: boolean;
  params: Params;
  column: ColumnResolver;
}

export function readSql(options: ReadOptions): string {
  const { source, spec, window, withTotal, stripNulls, params, column } = options;
  const where = whereSql(spec.conditions, params, column);
  const page =
    `select ${selectListSql(spec.select, 'pgrst_relation', column)} from ${source} as pgrst_relation${where}` +
    `${orderSql(spec.order, column)}${window.limit === null ? '' : ` limit ${window.limit}`}` +
    `${window.offset > 0 ? ` offset ${window.offset}` : ''}`;
  const total = withTotal ? `(select count(*) from ${source} as pgrst_relation${where})` : 'null';
  return resultSql(page, total, stripNulls);
}

/** Wraps a row-producing statement (a page or a write with RETURNING) into the reply columns. */
export function resultSql(statement: string, total: string, stripNulls: boolean): string {
  const json = (value: string) => (stripNulls ? `json_strip_nulls(${value})` : value);
  return (
    `with pgrst_source as (${statement}) ` +
    `select ${total}::int8 as total, count(*)::int8 as page_count, ` +
    `${json(`coalesce(json_agg(_pgrst_t), '[]'::json)`)}::text as body, ` +
    `(${json(`json_agg(_pgrst_t) -> 0`)})::text as first ` +
    `from pgrst_source as _pgrst_t`
  );
}
