import { UnsupportedFeature, parseFailure } from './errors.ts';

export type CompareOperator =
  'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch';

export type Condition =
  | { kind: 'compare'; column: string; operator: CompareOperator; negated: boolean; value: string }
  | {
      kind: 'is';
      column: string;
      negated: boolean;
      value: 'null' | 'not_null' | 'true' | 'false' | 'unknown';
    }
  | { kind: 'isdistinct'; column: string; negated: boolean; value: string }
  | { kind: 'in'; column: string; negated: boolean; values: string[] }
  | { kind: 'group'; operator: 'and' | 'or'; negated: boolean; conditions: Condition[] };

export type SelectItem =
  { kind: 'star' } | { kind: 'column'; column: string; alias: string | null; cast: string | null };

export type OrderTerm = { column: string; descending: boolean; nulls: 'first' | 'last' | null };

export type QuerySpec = {
  select: SelectItem[];
  conditions: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
  /** `columns=`: which body keys an insert uses. */
  columns: string[] | null;
  /** `on_conflict=`: the unique columns an upsert resolves on. */
  onConflict: string[] | null;
  /** Query parameters named after a function argument (GET/HEAD RPC calls). */
  args: Map<string, string>;
};

const reservedParams = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);
const compareOperators = new Set<CompareOperator>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);
/** PostgREST operators that exist but are not implemented here: a clear 501 instead of a wrong answer. */
const knownUnsupportedOperators = new Set([
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);

/** Splits on commas that are not inside parentheses or double quotes. */
export function splitTopLevel(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      current += char;
      if (char === '\\' && i + 1 < input.length) current += input[++i];
      else if (char === '"') quoted = false;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

/** `"a \"b\""` -> `a "b"`; unquoted text is returned as it is. */
function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

function identifierFrom(raw: string, what: string): string {
  const name = unquote(raw.trim());
  if (name === '') throw parseFailure(what, `empty name in ${JSON.stringify(raw)}`);
  if (!raw.trim().startsWith('"') && (name.includes('->') || name.includes('('))) {
    throw new UnsupportedFeature(`JSON paths and embedded resources (${raw})`);
  }
  return name;
}

function parseInList(text: string, source: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')')) throw parseFailure('filter', source);
  const inner = text.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((item) => unquote(item.trim()));
}

/**
 * Parses the operator part of a filter (`[not.]op.value`). Inside a logic tree a value may be double-quoted so that
 * it can hold commas and parentheses.
 */
function parseOperation(column: string, expression: string, insideLogicTree: boolean): Condition {
  let rest = expression;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw parseFailure('filter', `${column}=${expression}`);
  const operator = rest.slice(0, dot);
  const rawValue = rest.slice(dot + 1);
  const value = insideLogicTree ? unquote(rawValue) : rawValue;
  if (compareOperators.has(operator as CompareOperator)) {
    const pattern = operator === 'like' || operator === 'ilike' ? value.replaceAll('*', '%') : value;
    return { kind: 'compare', column, operator: operator as CompareOperator, negated, value: pattern };
  }
  if (operator === 'is') {
    const keyword = value.toLowerCase();
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(keyword)) {
      throw parseFailure('filter', `${column}=${expression}`);
    }
    return { kind: 'is', column, negated, value: keyword as 'null' | 'true' | 'false' | 'unknown' };
  }
  if (operator === 'isdistinct') return { kind: 'isdistinct', column, negated, value };
  if (operator === 'in') return { kind: 'in', column, negated, values: parseInList(rawValue, expression) };
  const baseOperator = operator.replace(/\(.*\)$/, '');
  if (knownUnsupportedOperators.has(baseOperator) || baseOperator !== operator) {
    throw new UnsupportedFeature(`filter operator "${operator}"`);
  }
  throw parseFailure('filter', `${column}=${expression}`);
}

function parseLogicTree(operator: 'and' | 'or', negated: boolean, text: string): Condition {
  if (!text.startsWith('(') || !text.endsWith(')')) throw parseFailure('logic tree', text);
  const conditions = splitTopLevel(text.slice(1, -1)).map((part) => {
    const item = part.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) return parseLogicTree(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3]!);
    const dot = item.indexOf('.');
    if (dot <= 0) throw parseFailure('logic tree', item);
    return parseOperation(identifierFrom(item.slice(0, dot), 'logic tree'), item.slice(dot + 1), true);
  });
  return { kind: 'group', operator, negated, conditions };
}

function parseSelect(text: string | null): SelectItem[] {
  if (text === null || text.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(text).map((part) => {
    const item = part.trim();
    if (item === '*') return { kind: 'star' };
    if (item.includes('(') || item.startsWith('...')) {
      throw new UnsupportedFeature(`embedded resources and aggregates in select (${item})`);
    }
    const aliasMatch = /^("(?:[^"\\]|\\.)*"|[^:"]+):(?!:)(.*)$/s.exec(item);
    const alias = aliasMatch ? unquote(aliasMatch[1]!.trim()) : null;
    const expression = aliasMatch ? aliasMatch[2]!.trim() : item;
    const castIndex = expression.lastIndexOf('::');
    const columnText =
      castIndex >= 0 && !expression.endsWith('"') ? expression.slice(0, castIndex) : expression;
    const cast = columnText === expression ? null : expression.slice(castIndex + 2).trim();
    if (cast !== null && !/^[a-z_][a-z0-9_]*( [a-z0-9_]+)*(\[\])?$/i.test(cast)) {
      throw parseFailure('select', item);
    }
    return { kind: 'column', column: identifierFrom(columnText, 'select'), alias, cast };
  });
}

function parseOrder(text: string | null): OrderTerm[] {
  if (text === null || text.trim() === '') return [];
  return splitTopLevel(text).map((part) => {
    const item = part.trim();
    if (item.includes('(')) throw new UnsupportedFeature(`ordering by embedded resources (${item})`);
    const segments = item.split('.');
    let nulls: OrderTerm['nulls'] = null;
    let descending = false;
    while (segments.length > 1) {
      const modifier = segments[segments.length - 1]!;
      if (modifier === 'nullsfirst' || modifier === 'nullslast') {
        if (nulls) break;
        nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      } else if (modifier === 'asc' || modifier === 'desc') {
        descending = modifier === 'desc';
      } else {
        break;
      }
      segments.pop();
    }
    if (segments.length !== 1) throw parseFailure('order', item);
    return { column: identifierFrom(segments[0]!, 'order'), descending, nulls };
  });
}

function parseCount(text: string | null, what: string): number | null {
  if (text === null || text === '') return null;
  if (!/^\d+$/.test(text)) throw parseFailure(what, text);
  return Number(text);
}

function parseColumnList(text: string | null, what: string): string[] | null {
  if (text === null) return null;
  return splitTopLevel(text)
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => identifierFrom(item, what));
}

/**
 * Reads PostgREST's URL grammar: `select`, `order`, `limit`, `offset`, `columns`, `on_conflict`, logic trees
 * (`or=(...)`, `and=(...)`, `not.or=(...)`) and `column=[not.]op.value` filters. Parameters named in `argNames` are
 * function arguments (RPC over GET), not filters.
 */
export function parseQuery(params: URLSearchParams, argNames: ReadonlySet<string> = new Set()): QuerySpec {
  const conditions: Condition[] = [];
  const args = new Map<string, string>();
  for (const [key, value] of params) {
    if (reservedParams.has(key)) continue;
    if (argNames.has(key)) {
      args.set(key, value);
      continue;
    }
    const logic = /^(not\.)?(and|or)$/.exec(key);
    if (logic) {
      conditions.push(parseLogicTree(logic[2] as 'and' | 'or', Boolean(logic[1]), value));
      continue;
    }
    if (key.includes('.') && !key.startsWith('"')) {
      throw new UnsupportedFeature(`filters, ordering or limits on embedded resources (${key})`);
    }
    conditions.push(parseOperation(identifierFrom(key, 'filter'), value, false));
  }
  return {
    select: parseSelect(params.get('select')),
    conditions,
    order: parseOrder(params.get('order')),
    limit: parseCount(params.get('limit'), 'limit'),
    offset: parseCount(params.get('offset'), 'offset'),
    columns: parseColumnList(params.get('columns'), 'columns'),
    onConflict: parseColumnList(params.get('on_conflict'), 'on_conflict'),
    args,
  };
}
