import type { PGlite } from '@electric-sql/pglite';
import * as prettier from 'prettier';

/**
 * Writes the TypeScript `Database` type that supabase-js takes (`createClient<Database>()`), in the shape
 * `supabase gen types typescript` produces, from the catalog of a database the migrations were applied to.
 * Only schema `public` is exposed through the API, so only it is described.
 */

const SCHEMA = 'public';

type ColumnInfo = {
  table_name: string;
  column_name: string;
  type_name: string;
  type_schema: string;
  type_type: string;
  element_type_name: string | null;
  element_type_type: string | null;
  not_null: boolean;
  has_default: boolean;
  is_identity: boolean;
  is_generated: boolean;
};

type RelationInfo = { name: string; kind: 'table' | 'view'; updatable: boolean };

type RelationshipInfo = {
  table_name: string;
  constraint_name: string;
  columns: string[];
  referenced_table: string;
  referenced_columns: string[];
  is_one_to_one: boolean;
};

type FunctionInfo = {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  arg_type_types: string[];
  arg_modes: string[] | null;
  default_count: number;
  return_type: string;
  return_type_type: string;
  returns_set: boolean;
};

type EnumInfo = { name: string; labels: string[] };

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  oid: 'number',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  char: 'string',
  name: 'string',
  citext: 'string',
  uuid: 'string',
  date: 'string',
  time: 'string',
  timetz: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  interval: 'string',
  inet: 'string',
  cidr: 'string',
  macaddr: 'string',
  bytea: 'string',
  tsvector: 'string',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
};

function tsType(typeName: string, typeType: string, typeSchema: string, where: string): string {
  if (typeType === 'e' && typeSchema === SCHEMA) return `Database['public']['Enums']['${typeName}']`;
  const scalar = SCALARS[typeName];
  if (scalar) return scalar;
  // Failing here beats emitting `unknown`: a new column type must be mapped on purpose.
  throw new Error(`gen-db-types: no TypeScript mapping for type ${typeSchema}.${typeName} (${where})`);
}

function columnType(column: ColumnInfo): string {
  const where = `${column.table_name}.${column.column_name}`;
  if (column.element_type_name && column.element_type_type) {
    return `(${tsType(column.element_type_name, column.element_type_type, column.type_schema, where)})[]`;
  }
  return tsType(column.type_name, column.type_type, column.type_schema, where);
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

async function readCatalog(db: PGlite) {
  const relations = await db.query<RelationInfo>(
    `select c.relname as name,
            case when c.relkind in ('r', 'p') then 'table' else 'view' end as kind,
            coalesce(v.is_updatable = 'YES', false) as updatable
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       left join information_schema.views v on v.table_schema = n.nspname and v.table_name = c.relname
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm')
      order by c.relname`,
    [SCHEMA],
  );

  const columns = await db.query<ColumnInfo>(
    `select c.relname as table_name,
            a.attname as column_name,
            t.typname as type_name,
            tn.nspname as type_schema,
            t.typtype::text as type_type,
            et.typname as element_type_name,
            et.typtype::text as element_type_type,
            a.attnotnull as not_null,
            a.atthasdef as has_default,
            a.attidentity <> '' as is_identity,
            a.attgenerated <> '' as is_generated
       from pg_catalog.pg_attribute a
       join pg_catalog.pg_class c on c.oid = a.attrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_type t on t.oid = a.atttypid
       join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace
       left join pg_catalog.pg_type et on et.oid = t.typelem and t.typcategory = 'A'
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attname`,
    [SCHEMA],
  );

  const relationships = await db.query<RelationshipInfo>(
    `select c.relname as table_name,
            con.conname as constraint_name,
            array(select a.attname from unnest(con.conkey) with ordinality k(attnum, i)
                   join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
                  order by k.i) as columns,
            rc.relname as referenced_table,
            array(select a.attname from unnest(con.confkey) with ordinality k(attnum, i)
                   join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum
                  order by k.i) as referenced_columns,
            exists (
              select 1 from pg_catalog.pg_constraint u
               where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                 and u.conkey::int2[] @> con.conkey::int2[] and u.conkey::int2[] <@ con.conkey::int2[]
            ) as is_one_to_one
       from pg_catalog.pg_constraint con
       join pg_catalog.pg_class c on c.oid = con.conrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_class rc on rc.oid = con.confrelid
       join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
      where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
      order by c.relname, con.conname`,
    [SCHEMA],
  );

  const functions = await db.query<FunctionInfo>(
    `select p.proname as name,
            p.proargnames as arg_names,
            array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, i)
                   join pg_catalog.pg_type t on t.oid = a.oid order by a.i)::text[] as arg_types,
            array(select t.typtype::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, i)
                   join pg_catalog.pg_type t on t.oid = a.oid order by a.i)::text[] as arg_type_types,
            p.proargmodes::text[] as arg_modes,
            p.pronargdefaults::int as default_count,
            rt.typname as return_type,
            rt.typtype::text as return_type_type,
            p.proretset as returns_set
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       join pg_catalog.pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1
        and p.prokind = 'f'
        and rt.typname not in ('trigger', 'event_trigger')
        and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)`,
    [SCHEMA],
  );

  const enums = await db.query<EnumInfo>(
    `select t.typname as name, array(select e.enumlabel from pg_catalog.pg_enum e
                                       where e.enumtypid = t.oid order by e.enumsortorder)::text[] as labels
       from pg_catalog.pg_type t
       join pg_catalog.pg_namespace n on n.oid = t.typnamespace
      where n.nspname = $1 and t.typtype = 'e'
      order by t.typname`,
    [SCHEMA],
  );

  return {
    relations: relations.rows,
    columns: columns.rows,
    relationships: relationships.rows,
    functions: functions.rows,
    enums: enums.rows,
  };
}

const EMPTY = '{ [_ in never]: never }';

function relationshipsOf(table: string, all: RelationshipInfo[]): string {
  const own = all.filter((r) => r.table_name === table);
  if (own.length === 0) return '[]';
  return `[${own
    .map(
      (r) => `{
        foreignKeyName: ${JSON.stringify(r.constraint_name)}
        columns: ${JSON.stringify(r.columns)}
        isOneToOne: ${r.is_one_to_one}
        referencedRelation: ${JSON.stringify(r.referenced_table)}
        referencedColumns: ${JSON.stringify(r.referenced_columns)}
      }`,
    )
    .join(', ')}]`;
}

function relationType(
  relation: RelationInfo,
  columns: ColumnInfo[],
  relationships: RelationshipInfo[],
): string {
  const own = columns.filter((c) => c.table_name === relation.name);
  // A view column's NOT NULL is not tracked by Postgres, so a view's columns may always be null.
  const rowNullable = (c: ColumnInfo) => relation.kind === 'view' || !c.not_null;
  const row = own.map((c) => `${key(c.column_name)}: ${columnType(c)}${rowNullable(c) ? ' | null' : ''}`);
  const insert = own.map((c) => {
    if (c.is_generated) return `${key(c.column_name)}?: never`;
    const optional = !c.not_null || c.has_default || c.is_identity || relation.kind === 'view';
    return `${key(c.column_name)}${optional ? '?' : ''}: ${columnType(c)}${rowNullable(c) ? ' | null' : ''}`;
  });
  const update = own.map((c) =>
    c.is_generated
      ? `${key(c.column_name)}?: never`
      : `${key(c.column_name)}?: ${columnType(c)}${rowNullable(c) ? ' | null' : ''}`,
  );
  const writable = relation.kind === 'table' || relation.updatable;
  return `${key(relation.name)}: {
    Row: { ${row.join('\n')} }
    ${writable ? `Insert: { ${insert.join('\n')} }\nUpdate: { ${update.join('\n')} }` : ''}
    Relationships: ${relationshipsOf(relation.name, relationships)}
  }`;
}

function functionType(fn: FunctionInfo): string {
  const modes = fn.arg_modes ?? fn.arg_types.map(() => 'i');
  const inputs = fn.arg_types
    .map((type, i) => ({
      name: fn.arg_names?.[i] ?? '',
      type,
      typeType: fn.arg_type_types[i] ?? 'b',
      mode: modes[i] ?? 'i',
    }))
    .filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  if (inputs.some((a) => a.name === '')) {
    throw new Error(`gen-db-types: ${fn.name} has unnamed arguments, which the API cannot pass by name`);
  }
  // RETURNS TABLE (...): the columns are the TABLE-mode arguments. Like a view's, they may always be null.
  const resultColumns = fn.arg_types
    .map((type, i) => ({ name: fn.arg_names?.[i] ?? '', type, typeType: fn.arg_type_types[i] ?? 'b' }))
    .filter((_, i) => modes[i] === 't');
  if (fn.return_type === 'record' && resultColumns.length === 0) {
    throw new Error(`gen-db-types: ${fn.name} returns a record; describe its columns before exposing it`);
  }
  // The last pronargdefaults inputs have defaults: the API call may leave them out (or pass null explicitly).
  const firstDefaulted = inputs.length - fn.default_count;
  const args = inputs
    .map((a, i) => {
      const type = tsType(a.type, a.typeType, SCHEMA, `argument ${a.name} of ${fn.name}`);
      return i >= firstDefaulted ? `${key(a.name)}?: ${type} | null` : `${key(a.name)}: ${type}`;
    })
    .sort();
  const returns = resultColumns.length
    ? `{ ${resultColumns
        .map(
          (c) =>
            `${key(c.name)}: ${tsType(c.type, c.typeType, SCHEMA, `column ${c.name} of ${fn.name}`)} | null`,
        )
        .join('\n')} }`
    : tsType(fn.return_type, fn.return_type_type, SCHEMA, `result of ${fn.name}`);
  return `{ Args: ${args.length ? `{ ${args.join('\n')} }` : 'never'}\nReturns: ${returns}${fn.returns_set ? '[]' : ''} }`;
}

export async function generateDatabaseTypes(db: PGlite, filepath: string): Promise<string> {
  const { relations, columns, relationships, functions, enums } = await readCatalog(db);
  const tables = relations.filter((r) => r.kind === 'table');
  const views = relations.filter((r) => r.kind === 'view');
  const byName = new Map<string, FunctionInfo[]>();
  for (const fn of functions) byName.set(fn.name, [...(byName.get(fn.name) ?? []), fn]);

  const source = `// Generated by \`tsx scripts/gen-db-types.ts\` from supabase/migrations. Do not edit by hand.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: ${tables.length ? `{ ${tables.map((t) => relationType(t, columns, relationships)).join('\n')} }` : EMPTY}
    Views: ${views.length ? `{ ${views.map((v) => relationType(v, columns, relationships)).join('\n')} }` : EMPTY}
    Functions: ${
      byName.size
        ? `{ ${[...byName].map(([name, overloads]) => `${key(name)}: ${overloads.map(functionType).join(' | ')}`).join('\n')} }`
        : EMPTY
    }
    Enums: ${enums.length ? `{ ${enums.map((e) => `${key(e.name)}: ${e.labels.map((l) => JSON.stringify(l)).join(' | ')}`).join('\n')} }` : EMPTY}
    CompositeTypes: ${EMPTY}
  }
}

type PublicSchema = Database['public']

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row']
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert']
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update']
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T]

export const Constants = {
  public: {
    Enums: { ${enums.map((e) => `${key(e.name)}: ${JSON.stringify(e.labels)}`).join(',\n')} },
  },
} as const
`;
  const config = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(source, { ...config, filepath });
}
