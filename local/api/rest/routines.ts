import { RestFailure } from './errors.ts';
import type { Routine } from './schema-cache.ts';
import { ident, readSql, type Params, type ReadOptions } from './sql-builder.ts';

export function routineNotFound(name: string, argNames: string[]): RestFailure {
  const sorted = [...argNames].sort();
  const message = sorted.length
    ? `Could not find the function public.${name}(${sorted.join(', ')}) in the schema cache`
    : `Could not find the function public.${name} without parameters in the schema cache`;
  const details = `Searched for the function public.${name} with ${
    sorted.length ? `parameters ${sorted.join(', ')}` : 'no parameters'
  } or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`;
  return new RestFailure(404, 'PGRST202', message, details);
}

/** The overload whose argument names cover what was passed, with defaults filling the rest (fewest args first). */
export function pickRoutine(candidates: readonly Routine[], given: readonly string[]): Routine | null {
  const matches = candidates.filter(
    (routine) =>
      given.every((name) => routine.args.some((arg) => arg.name === name)) &&
      routine.args.every((arg) => arg.hasDefault || given.includes(arg.name)),
  );
  return matches.sort((a, b) => a.args.length - b.args.length)[0] ?? null;
}

/**
 * The call of a function with named arguments, as a FROM list ending in the call (`pgrst_call`). The arguments
 * travel as one JSON parameter typed by `json_to_record` with the function's own argument types, which is how
 * PostgREST converts them.
 */
function callFromList(
  routine: Routine,
  args: Record<string, unknown>,
  params: Params,
  columnAlias = '',
): string {
  const used = routine.args.filter((arg) => Object.hasOwn(args, arg.name));
  const call = `"public".${ident(routine.name)}(${used
    .map((arg) => `${ident(arg.name)} => pgrst_args.${ident(arg.name)}`)
    .join(', ')}) as pgrst_call${columnAlias}`;
  if (used.length === 0) return call;
  const argColumns = used.map((arg) => `${ident(arg.name)} ${arg.type}`).join(', ');
  return `json_to_record(${params.add(JSON.stringify(args))}::json) as pgrst_args(${argColumns}) cross join lateral ${call}`;
}

/**
 * A set-returning function's reply: rows of a table type can be filtered, ordered and paged like a table; a set of
 * scalars comes back as a JSON array of those values. Same reply columns as a table read.
 */
export function setReturningSql(
  options: Omit<ReadOptions, 'source'> & { routine: Routine; args: Record<string, unknown> },
): string {
  const { routine, args, window, params } = options;
  if (routine.returns === 'row_set') {
    const source = `(select pgrst_call.* from ${callFromList(routine, args, params)})`;
    return readSql({ ...options, source });
  }
  const source = `(select pgrst_call.pgrst_value from ${callFromList(routine, args, params, '(pgrst_value)')})`;
  const page =
    `select pgrst_value from ${source} as pgrst_relation` +
    `${window.limit === null ? '' : ` limit ${window.limit}`}${window.offset > 0 ? ` offset ${window.offset}` : ''}`;
  const total = options.withTotal ? `(select count(*) from ${source} as pgrst_relation)` : 'null';
  return (
    `with pgrst_source as (${page}) select ${total}::int8 as total, count(*)::int8 as page_count, ` +
    `coalesce(json_agg(pgrst_value), '[]'::json)::text as body, (json_agg(pgrst_value) -> 0)::text as first ` +
    `from pgrst_source`
  );
}

/**
 * A function returning one value or one row: `body` is its JSON (a row's alias stands for the whole row, a scalar's
 * for the value). A void function yields no body.
 */
export function singleResultSql(routine: Routine, args: Record<string, unknown>, params: Params): string {
  const from = callFromList(routine, args, params);
  return routine.returns === 'void'
    ? `select null::text as body from ${from}`
    : `select to_json(pgrst_call)::text as body from ${from}`;
}
