// Writes to a view through the API are refused as a permission failure (401 for the anonymous role, 403 for a
// signed-in one, as PostgREST answers 42501), never a server error, and change nothing. The views are read from the
// migrated database, so a view added later is covered: one created without private.make_view_read_only answers 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../local/api/constants.ts';
import type { LocalApi } from '../../local/api/index.ts';
import { adminClient, signedUpClient, startTestApi } from '../support/local-api.ts';

type View = { name: string; firstColumn: string };

let api: LocalApi;
let views: View[];
const callers: { name: string; token: string | null; status: number }[] = [];

/** Every row of every view, as the database owner sees them. */
async function viewContents(): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const view of views) {
    const result = await api.db.query<{ row: string }>(
      `select to_jsonb(v)::text as row from public.${view.name} as v order by 1`,
    );
    contents[view.name] = result.rows.map((r) => r.row);
  }
  return contents;
}

beforeAll(async () => {
  api = await startTestApi();
  const found = await api.db.query<{ name: string; first_column: string }>(`
    select c.relname as name,
           (select a.attname from pg_catalog.pg_attribute as a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
             order by a.attnum limit 1) as first_column
    from pg_catalog.pg_class as c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm')
    order by c.relname
  `);
  views = found.rows.map((row) => ({ name: row.name, firstColumn: row.first_column }));

  const client = await signedUpClient(api, 'view-writer');
  const admin = await adminClient(api);
  const adminToken = (await admin.auth.getSession()).data.session!.access_token;
  callers.push(
    { name: 'anon', token: null, status: 401 },
    { name: 'a signed-in client', token: client.session.access_token, status: 403 },
    { name: 'an admin', token: adminToken, status: 403 },
  );

  // A row in every view: a lead (the inbox), a status change by the admin (the activity log), the seeded admin.
  const lead = await api.db.query<{ id: string }>(
    `insert into public.quote_requests (name, zip_code, dog_count, in_service_area, contact)
     values ('View Test', '76643', 1, true, '254-555-0199') returning id`,
  );
  const { error } = await admin
    .from('quote_requests')
    .update({ status: 'contacted' })
    .eq('id', lead.rows[0]!.id);
  expect(error).toBeNull();
}, 180_000);

afterAll(async () => {
  await api?.close();
});

describe('writes to a view', () => {
  it('finds the views, each with rows to protect', async () => {
    expect(views.map((view) => view.name)).toEqual(
      expect.arrayContaining(['leads_inbox', 'admin_accounts', 'admin_activity']),
    );
    for (const [name, rows] of Object.entries(await viewContents())) {
      expect(rows.length, `${name} has rows`).toBeGreaterThan(0);
    }
  });

  it('answer 401 to the anonymous role and 403 to a signed-in one for POST, PATCH and DELETE, and change nothing', async () => {
    const before = await viewContents();
    const answers: string[] = [];
    const expected: string[] = [];
    for (const view of views) {
      const filter = `${view.firstColumn}=not.is.null`;
      const body = JSON.stringify({ [view.firstColumn]: null });
      const requests = [
        { method: 'POST', query: '', body },
        { method: 'PATCH', query: `?${filter}`, body },
        { method: 'DELETE', query: `?${filter}`, body: undefined },
      ];
      for (const caller of callers) {
        for (const request of requests) {
          const response = await fetch(`${api.url}/rest/v1/${view.name}${request.query}`, {
            method: request.method,
            headers: {
              apikey: LOCAL_ANON_KEY,
              Authorization: `Bearer ${caller.token ?? LOCAL_ANON_KEY}`,
              'Content-Type': 'application/json',
              Prefer: 'return=representation',
            },
            body: request.body,
          });
          const reply = (await response.json()) as { code?: string };
          answers.push(`${request.method} ${view.name} as ${caller.name}: ${response.status} ${reply.code}`);
          expected.push(`${request.method} ${view.name} as ${caller.name}: ${caller.status} 42501`);
        }
      }
    }
    expect(answers).toEqual(expected);
    expect(await viewContents()).toEqual(before);
  }, 180_000);

  it('are not granted to anon or authenticated by default on a new table or view', async () => {
    const defaults = await api.db.query<{ grantee: string; privileges: string }>(`
      select grantee.rolname as grantee, acl.privilege_type as privileges
      from pg_catalog.pg_default_acl as d
      cross join lateral aclexplode(d.defaclacl) as acl
      join pg_catalog.pg_roles as grantee on grantee.oid = acl.grantee
      where d.defaclnamespace = 'public'::regnamespace and d.defaclobjtype = 'r'
        and grantee.rolname in ('anon', 'authenticated')
        and acl.privilege_type in ('INSERT', 'UPDATE', 'DELETE', 'TRUNCATE')
    `);
    expect(defaults.rows).toEqual([]);
  });
});
