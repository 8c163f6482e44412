import type { PGlite } from '@electric-sql/pglite';

export type Relation = {
  name: string;
  columns: ReadonlyMap<string, { type: string }>;
  primaryKey: readonly string[];
};

export type FunctionArg = { name: string; type: string; hasDefault: boolean };

export type RoutineReturn = 'void' | 'scalar' | 'row' | 'scalar_set' | 'row_set';

export type Routine = {
  name: string;
  args: readonly FunctionArg[];
  returns: RoutineReturn;
};

type RelationRow = { name: string; columns: { name: string; type: string }[]; primary_key: string[] };

type RoutineRow = {
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  input_count: number;
  defaults_count: number;
  returns_set: boolean;
  returns_void: boolean;
  returns_row: boolean;
};

const relationsQuery = `
  select c.relname as name,
    coalesce((select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod))
                order by a.attnum)
              from pg_catalog.pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]'::json) as columns,
    array(select a.attname::text
          from pg_catalog.pg_index i
          join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = c.oid and i.indisprimary
          order by array_position(i.indkey::int2[], a.attnum)) as primary_key
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')`;

const routinesQuery = `
  select p.proname as name,
    p.proargnames::text[] as arg_names,
    p.proargmodes::text[] as arg_modes,
    array(select format_type(t.type_oid, null)
          from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as t(type_oid, position)
          order by t.position) as arg_types,
    p.pronargs::int as input_count,
    p.pronargdefaults::int as defaults_count,
    p.proretset as returns_set,
    p.prorettype = 'pg_catalog.void'::regtype as returns_void,
    (rt.typrelid <> 0 or rt.oid = 'pg_catalog.record'::regtype) as returns_row
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  join pg_catalog.pg_type rt on rt.oid = p.prorettype
  where n.nspname = 'public' and p.prokind = 'f'`;

function toRoutine(row: RoutineRow): Routine {
  // Only IN, INOUT and VARIADIC parameters are arguments; OUT and TABLE columns describe the result.
  const inputs: { name: string; type: string }[] = [];
  row.arg_types.forEach((type, index) => {
    const mode = row.arg_modes?.[index] ?? 'i';
    if (mode === 'i' || mode === 'b' || mode === 'v')
      inputs.push({ name: row.arg_names?.[index] ?? '', type });
  });
  const firstDefault = row.input_count - row.defaults_count;
  const returns: RoutineReturn = row.returns_void
    ? 'void'
    : row.returns_row
      ? row.returns_set
        ? 'row_set'
        : 'row'
      : row.returns_set
        ? 'scalar_set'
        : 'scalar';
  return {
    name: row.name,
    args: inputs.map((arg, index) => ({ ...arg, hasDefault: index >= firstDefault })),
    returns,
  };
}

/**
 * What PostgREST calls its schema cache: the tables, views and functions of the exposed schema, read from the
 * catalog. Identifiers in a request are checked against it before any SQL is built. It reloads when a name is
 * missing, so objects created after start-up (a migration applied to a running database) are found.
 */
export class SchemaCache {
  #relations = new Map<string, Relation>();
  #routines = new Map<string, Routine[]>();
  #loaded: Promise<void> | null = null;

  constructor(private readonly db: PGlite) {}

  async #load(): Promise<void> {
    const [relations, routines] = [
      await this.db.query<RelationRow>(relationsQuery),
      await this.db.query<RoutineRow>(routinesQuery),
    ];
    this.#relations = new Map(
      relations.rows.map((row) => [
        row.name,
        {
          name: row.name,
          columns: new Map(row.columns.map((column) => [column.name, { type: column.type }])),
          primaryKey: row.primary_key,
        },
      ]),
    );
    const byName = new Map<string, Routine[]>();
    for (const row of routines.rows) {
      const routine = toRoutine(row);
      byName.set(routine.name, [...(byName.get(routine.name) ?? []), routine]);
    }
    this.#routines = byName;
  }

  /** Loads the catalog; a failed load is forgotten so the next request tries again. */
  #reload(): Promise<void> {
    const loading = this.#load().catch((error: unknown) => {
      if (this.#loaded === loading) this.#loaded = null;
      throw error;
    });
    this.#loaded = loading;
    return loading;
  }

  async #lookup<T>(find: () => T | undefined): Promise<T | undefined> {
    await (this.#loaded ?? this.#reload());
    const found = find();
    if (found !== undefined) return found;
    await this.#reload();
    return find();
  }

  relation(name: string): Promise<Relation | undefined> {
    return this.#lookup(() => this.#relations.get(name));
  }

  routines(name: string): Promise<Routine[] | undefined> {
    return this.#lookup(() => this.#routines.get(name));
  }
}
