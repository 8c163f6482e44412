import type { PGlite, Transaction } from '@electric-sql/pglite';
import { Hono, type Context } from 'hono';
import { asRole } from '../../db/index.ts';
import { checkApiKey, resolveRequestClaims, type RequestClaims } from '../gateway.ts';
import { gatewayRejection, notSupported } from '../responses.ts';
import { RestFailure, UnsupportedFeature, failureFromDatabaseError } from './errors.ts';
import {
  parseAccept,
  parsePreferences,
  requestedRange,
  type Preferences,
  type ReplyFormat,
} from './negotiation.ts';
import { parseQuery, type QuerySpec } from './query-params.ts';
import { pickRoutine, routineNotFound, setReturningSql, singleResultSql } from './routines.ts';
import { SchemaCache, type Relation } from './schema-cache.ts';
import {
  Params,
  ident,
  readSql,
  resultSql,
  selectListSql,
  whereSql,
  type ColumnResolver,
} from './sql-builder.ts';

/** Hosted Supabase's default "max rows": no read returns more, whatever limit was asked for. */
export const MAX_ROWS = 1000;

export type RestRoutesOptions = { db: PGlite; logError: (line: string) => void };

type ResultRow = { total: number | null; page_count: number; body: string; first: string | null };

type Variables = { claims: RequestClaims };
type RestContext = Context<{ Variables: Variables }>;

/** Thrown inside a transaction to undo it while still answering with what it computed (`Prefer: tx=rollback`). */
class RollbackWith<T> extends Error {
  constructor(readonly result: T) {
    super('rollback requested');
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

function columnResolver(relation: Relation | null): ColumnResolver {
  return (column) => {
    if (relation && !relation.columns.has(column)) {
      throw new RestFailure(400, '42703', `column ${relation.name}.${column} does not exist`);
    }
    return `pgrst_relation.${ident(column)}`;
  };
}

const singleObjectFailure = (rows: number) =>
  new RestFailure(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows > 0 ? `${offset}-${offset + rows - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** The reply body for a result: the JSON array, or its only element when one object was asked for. */
function replyBody(result: ResultRow, format: ReplyFormat): string {
  if (!format.single) return result.body;
  if (Number(result.page_count) !== 1) throw singleObjectFailure(Number(result.page_count));
  return result.first ?? 'null';
}

function reply(
  c: RestContext,
  status: number,
  body: string | null,
  headers: Record<string, string>,
  format: ReplyFormat,
): Response {
  const withBody = body !== null && c.req.method !== 'HEAD';
  return new Response(withBody ? body : null, {
    status,
    headers: {
      ...(body !== null ? { 'Content-Type': format.single ? OBJECT_TYPE : JSON_TYPE } : {}),
      ...headers,
    },
  });
}

async function readJsonBody(request: Request): Promise<unknown> {
  const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (contentType && contentType !== 'application/json') {
    throw new UnsupportedFeature(`request bodies of type ${contentType}`);
  }
  const text = await request.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new RestFailure(400, 'PGRST102', 'Empty or invalid json');
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function missingColumn(relation: Relation, column: string): RestFailure {
  return new RestFailure(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${relation.name}' in the schema cache`,
  );
}

function tableNotFound(name: string): RestFailure {
  return new RestFailure(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
}

/**
 * PostgREST (`/rest/v1`) for the exposed schema `public`: table reads with filters, ordering, ranges and counts;
 * inserts (and upserts), updates and deletes; and function calls. Every statement runs in a transaction as the
 * request's JWT role with its claims set, so grants and row-level security decide what it may see and do.
 */
export function restRoutes({ db, logError }: RestRoutesOptions): Hono<{ Variables: Variables }> {
  const app = new Hono<{ Variables: Variables }>();
  const schema = new SchemaCache(db);

  const runAs = <T>(claims: RequestClaims, work: (tx: Transaction) => Promise<T>): Promise<T> =>
    asRole(db, claims, work).catch((error: unknown) => {
      if (error instanceof RollbackWith) return error.result as T;
      throw error;
    });

  app.onError((error, c) => {
    if (error instanceof RestFailure) return error.toResponse();
    if (error instanceof UnsupportedFeature) return notSupported(c.req.method, c.req.path, error.message);
    const claims = c.get('claims') as RequestClaims | undefined;
    const failure = failureFromDatabaseError(error, claims?.role ?? 'anon');
    if (failure) return failure.toResponse();
    logError(
      `rest: ${c.req.method} ${c.req.path} failed: ${error instanceof Error ? error.stack : String(error)}`,
    );
    return new RestFailure(500, 'PGRST000', 'Internal error in the local API').toResponse();
  });

  app.use('*', async (c, next) => {
    const check = checkApiKey(c.req.raw);
    if (!check.ok) return gatewayRejection(check.status, check.message, check.hint);
    const resolution = await resolveRequestClaims(c.req.raw);
    if (!resolution.ok) {
      const code = resolution.reason === 'expired' ? 'PGRST303' : 'PGRST301';
      throw new RestFailure(401, code, resolution.detail, null, null, {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${resolution.detail.replaceAll('"', "'")}"`,
      });
    }
    c.set('claims', resolution.claims);
    const profile = ['GET', 'HEAD'].includes(c.req.method)
      ? c.req.header('accept-profile')
      : c.req.header('content-profile');
    if (profile && profile !== 'public') {
      throw new RestFailure(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
    }
    return next();
  });

  async function relationFor(c: RestContext): Promise<Relation> {
    const name = c.req.param('table') ?? '';
    const relation = await schema.relation(name);
    if (!relation) throw tableNotFound(name);
    return relation;
  }

  /**
   * What a request on a table starts from: the table, the query string and the Prefer and Accept headers. Updates
   * and deletes take no limit or offset, which is refused before the headers are read.
   */
  async function tableRequest(c: RestContext, unpaged?: 'updates' | 'deletes') {
    const relation = await relationFor(c);
    const spec = parseQuery(new URL(c.req.url).searchParams);
    if (unpaged && (spec.limit !== null || spec.offset !== null)) {
      throw new UnsupportedFeature(`limit/offset on ${unpaged}`);
    }
    const prefs = parsePreferences(c.req.header('prefer') ?? null);
    const format = parseAccept(c.req.header('accept') ?? null);
    return { relation, spec, prefs, format };
  }

  const finish = <T>(prefs: Preferences, result: T): T => {
    if (prefs.rollback) throw new RollbackWith(result);
    return result;
  };

  // Reads
  app.on(['GET', 'HEAD'], '/:table', async (c) => {
    const { relation, spec, prefs, format } = await tableRequest(c);
    const range = requestedRange(c.req.header('range') ?? null, spec.offset, spec.limit);
    const window = { offset: range.offset, limit: Math.min(range.limit ?? MAX_ROWS, MAX_ROWS) };
    const params = new Params();
    const sql = readSql({
      source: `"public".${ident(relation.name)}`,
      spec,
      window,
      withTotal: prefs.count,
      stripNulls: format.stripNulls,
      params,
      column: columnResolver(relation),
    });
    const result = await runAs(
      c.get('claims'),
      async (tx) => (await tx.query<ResultRow>(sql, params.values)).rows[0]!,
    );
    return pagedReply(c, result, window.offset, format);
  });

  function pagedReply(c: RestContext, result: ResultRow, offset: number, format: ReplyFormat): Response {
    const rows = Number(result.page_count);
    const total = result.total === null ? null : Number(result.total);
    if (total !== null && offset > 0 && offset >= total) {
      throw new RestFailure(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${total} rows.`,
        null,
        { 'Content-Range': `*/${total}` },
      );
    }
    const partial = total !== null && rows < total;
    const body = replyBody(result, format);
    return reply(
      c,
      partial ? 206 : 200,
      body,
      { 'Content-Range': contentRange(offset, rows, total) },
      format,
    );
  }

  // Inserts and upserts
  app.post('/:table', async (c) => {
    const { relation, spec, prefs, format } = await tableRequest(c);
    const body = await readJsonBody(c.req.raw);
    const rows = Array.isArray(body) ? body : [body];
    if (!rows.every(isObject)) throw new RestFailure(400, 'PGRST102', 'Empty or invalid json');
    const columns = spec.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
    for (const column of columns) if (!relation.columns.has(column)) throw missingColumn(relation, column);
    if (prefs.missingDefault && rows.some((row) => columns.some((column) => !Object.hasOwn(row, column)))) {
      throw new UnsupportedFeature('Prefer: missing=default with rows that leave out some columns');
    }
    const params = new Params();
    const table = `"public".${ident(relation.name)}`;
    const columnList = columns.map(ident).join(', ');
    let insert =
      `insert into ${table} as pgrst_relation (${columnList}) ` +
      `select ${columnList} from json_populate_recordset(null::${table}, ${params.add(JSON.stringify(rows))}::json)`;
    if (prefs.resolution) insert += onConflictSql(relation, spec, columns, prefs.resolution);
    const result = await runAs(c.get('claims'), (tx) =>
      executeWrite(tx, insert, spec, relation, prefs, format, params),
    );
    const headers = { 'Content-Range': `*/${prefs.count ? result.rows : '*'}` };
    return reply(c, 201, result.body, headers, format);
  });

  function onConflictSql(
    relation: Relation,
    spec: QuerySpec,
    columns: string[],
    resolution: NonNullable<Preferences['resolution']>,
  ): string {
    const target = spec.onConflict ?? [...relation.primaryKey];
    for (const column of target) if (!relation.columns.has(column)) throw missingColumn(relation, column);
    const targetSql = target.length ? ` (${target.map(ident).join(', ')})` : '';
    if (resolution === 'ignore-duplicates') return ` on conflict${targetSql} do nothing`;
    if (!target.length)
      throw new RestFailure(400, '42P10', 'there is no unique or exclusion constraint to merge on');
    const updates = columns.filter((column) => !target.includes(column));
    if (updates.length === 0) return ` on conflict${targetSql} do nothing`;
    return ` on conflict${targetSql} do update set ${updates
      .map((column) => `${ident(column)} = excluded.${ident(column)}`)
      .join(', ')}`;
  }

  /**
   * Runs an insert, update or delete. With `return=representation` the changed rows come back (RLS select policies
   * apply to them); otherwise there is no RETURNING, so a role may write rows it cannot read, as with PostgREST.
   */
  async function executeWrite(
    tx: Transaction,
    statement: string,
    spec: QuerySpec,
    relation: Relation,
    prefs: Preferences,
    format: ReplyFormat,
    params: Params,
  ): Promise<{ rows: number; body: string | null }> {
    if (!prefs.returnRepresentation) {
      const outcome = await tx.query(statement, params.values);
      const rows = outcome.affectedRows ?? 0;
      if (format.single && rows !== 1) throw singleObjectFailure(rows);
      return finish(prefs, { rows, body: null });
    }
    const returning = ` returning ${selectListSql(spec.select, 'pgrst_relation', columnResolver(relation))}`;
    const sql = resultSql(statement + returning, 'null', format.stripNulls);
    const result = (await tx.query<ResultRow>(sql, params.values)).rows[0]!;
    const body = replyBody(result, format);
    return finish(prefs, { rows: Number(result.page_count), body });
  }

  app.patch('/:table', async (c) => {
    const { relation, spec, prefs, format } = await tableRequest(c, 'updates');
    const body = (await readJsonBody(c.req.raw)) ?? {};
    if (!isObject(body)) throw new RestFailure(400, 'PGRST102', 'Empty or invalid json');
    const columns = spec.columns ?? Object.keys(body);
    for (const column of columns) if (!relation.columns.has(column)) throw missingColumn(relation, column);
    const params = new Params();
    const table = `"public".${ident(relation.name)}`;
    const resolve = columnResolver(relation);
    // An empty change set matches PostgREST: nothing is written, and an empty result is returned.
    const update = columns.length
      ? `update ${table} as pgrst_relation set ${columns
          .map((column) => `${ident(column)} = pgrst_body.${ident(column)}`)
          .join(', ')} from (select * from json_populate_record(null::${table}, ${params.add(
          JSON.stringify(body),
        )}::json)) as pgrst_body${whereSql(spec.conditions, params, resolve)}`
      : `select pgrst_relation.* from ${table} as pgrst_relation where false`;
    const result = await runAs(c.get('claims'), (tx) =>
      executeWrite(tx, update, spec, relation, prefs, format, params),
    );
    return writeReply(c, result, prefs, format);
  });

  app.delete('/:table', async (c) => {
    const { relation, spec, prefs, format } = await tableRequest(c, 'deletes');
    const params = new Params();
    const statement = `delete from "public".${ident(relation.name)} as pgrst_relation${whereSql(
      spec.conditions,
      params,
      columnResolver(relation),
    )}`;
    const result = await runAs(c.get('claims'), (tx) =>
      executeWrite(tx, statement, spec, relation, prefs, format, params),
    );
    return writeReply(c, result, prefs, format);
  });

  function writeReply(
    c: RestContext,
    result: { rows: number; body: string | null },
    prefs: Preferences,
    format: ReplyFormat,
  ): Response {
    const headers = { 'Content-Range': contentRange(0, result.rows, prefs.count ? result.rows : null) };
    if (result.body === null) return new Response(null, { status: 204, headers });
    return reply(c, 200, result.body, headers, format);
  }

  // Function calls
  app.on(['GET', 'HEAD', 'POST'], '/rpc/:fn', async (c) => {
    const name = c.req.param('fn');
    const candidates = (await schema.routines(name)) ?? [];
    const searchParams = new URL(c.req.url).searchParams;
    const argNames = new Set(candidates.flatMap((routine) => routine.args.map((arg) => arg.name)));
    const spec = parseQuery(searchParams, argNames);
    let args: Record<string, unknown>;
    if (c.req.method === 'POST') {
      const body = (await readJsonBody(c.req.raw)) ?? {};
      if (!isObject(body)) throw new UnsupportedFeature('calling a function with an array body');
      args = body;
    } else {
      args = Object.fromEntries(spec.args);
    }
    const routine = pickRoutine(candidates, Object.keys(args));
    if (!routine) throw routineNotFound(name, Object.keys(args));
    const prefs = parsePreferences(c.req.header('prefer') ?? null);
    const format = parseAccept(c.req.header('accept') ?? null);
    const params = new Params();
    const claims = c.get('claims');

    if (routine.returns === 'row_set' || routine.returns === 'scalar_set') {
      const range = requestedRange(c.req.header('range') ?? null, spec.offset, spec.limit);
      const window = { offset: range.offset, limit: Math.min(range.limit ?? MAX_ROWS, MAX_ROWS) };
      const sql = setReturningSql({
        routine,
        args,
        spec,
        window,
        withTotal: prefs.count,
        stripNulls: format.stripNulls,
        params,
        column: columnResolver(null),
      });
      const result = await runAs(claims, async (tx) =>
        finish(prefs, (await tx.query<ResultRow>(sql, params.values)).rows[0]!),
      );
      return pagedReply(c, result, window.offset, format);
    }

    const sql = singleResultSql(routine, args, params);
    const result = await runAs(claims, async (tx) =>
      finish(prefs, (await tx.query<{ body: string | null }>(sql, params.values)).rows[0]),
    );
    if (routine.returns === 'void') return new Response(null, { status: 204 });
    return reply(c, 200, result?.body ?? 'null', {}, { single: false, stripNulls: false });
  });

  app.all('*', (c) => notSupported(c.req.method, c.req.path));

  return app;
}
