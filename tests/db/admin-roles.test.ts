// Admin roles by email: grant_admin_role / revoke_admin_role (admins only, logged as role_change security events,
// never leaving the business without an admin) and the admin_accounts list.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asRole, openDatabase } from '../../local/db/index.ts';
import {
  anonClaims,
  claimsFor,
  createUser,
  makeAdmin,
  tryAs,
  userClaims,
  type TestUser,
} from '../support/db-roles.ts';

let db: PGlite;
let owner: TestUser;

beforeAll(async () => {
  db = await openDatabase();
  owner = await confirmedUser('owner@roles.test');
});

// Every case starts with one admin (the owner) and nobody else: the last-admin rule depends on how many exist.
beforeEach(async () => {
  await db.exec(`
    delete from auth.users where email <> 'owner@roles.test';
    delete from public.user_roles;
    delete from public.audit_logs;
  `);
  await makeAdmin(db, owner);
});

afterAll(async () => {
  await db?.close();
});

async function confirmedUser(email: string): Promise<TestUser> {
  const user = await createUser(db, { email });
  await db.query('update auth.users set email_confirmed_at = now() where id = $1', [user.id]);
  return user;
}

const tryCall = (
  user: TestUser | 'anon' | 'service',
  fn: 'grant_admin_role' | 'revoke_admin_role',
  email: string,
) => tryAs(db, claimsFor(user), (tx) => tx.query(`select public.${fn}(email => $1)`, [email]));

/** Calls and keeps the effect (tryAs rolls back). */
const commitAs = (user: TestUser, fn: 'grant_admin_role' | 'revoke_admin_role', email: string) =>
  asRole(db, userClaims(user), (tx) => tx.query(`select public.${fn}($1)`, [email]));

async function adminIds(): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    `select user_id from public.user_roles where role = 'admin' order by user_id`,
  );
  return rows.rows.map((row) => row.user_id);
}

async function roleChanges() {
  return (
    await db.query(
      `select user_id, action_type, table_name, record_id, old_values, new_values, severity
         from public.audit_logs where action_type = 'role_change' order by created_at, id`,
    )
  ).rows;
}

describe('grant_admin_role()', () => {
  it('gives the role to the account with that email (any case, spaces ignored), logged as a security event', async () => {
    const partner = await confirmedUser('partner@roles.test');
    await commitAs(owner, 'grant_admin_role', '  Partner@Roles.TEST ');
    expect(await adminIds()).toEqual([owner.id, partner.id].sort());
    const role = await db.query('select granted_at, granted_by from public.user_roles where user_id = $1', [
      partner.id,
    ]);
    expect(role.rows[0]).toEqual({ granted_at: expect.any(Date), granted_by: owner.id });
    expect(await roleChanges()).toEqual([
      {
        user_id: owner.id,
        action_type: 'role_change',
        table_name: 'user_roles',
        record_id: partner.id,
        old_values: { email: 'partner@roles.test', admin: false },
        new_values: { email: 'partner@roles.test', admin: true },
        severity: 'security',
      },
    ]);
  });

  it('changes and logs nothing for an account that already is an admin', async () => {
    await commitAs(owner, 'grant_admin_role', owner.email);
    expect(await adminIds()).toEqual([owner.id]);
    expect(await roleChanges()).toEqual([]);
  });

  it('refuses an unknown email and an account that has not confirmed its email', async () => {
    expect(await tryCall(owner, 'grant_admin_role', 'nobody@roles.test')).toMatchObject({
      ok: false,
      code: 'P0001',
      message: 'No account uses the email address nobody@roles.test',
    });
    const unconfirmed = await createUser(db, { email: 'squatter@roles.test' });
    expect(await tryCall(owner, 'grant_admin_role', unconfirmed.email)).toMatchObject({
      ok: false,
      code: 'P0001',
      message: 'The account squatter@roles.test has not confirmed its email address yet',
    });
    expect(await adminIds()).toEqual([owner.id]);
  });

  it('refuses clients (even for themselves), service_role and anonymous callers', async () => {
    const client = await confirmedUser('client@roles.test');
    for (const caller of [client, 'service', 'anon'] as const) {
      expect(await tryCall(caller, 'grant_admin_role', client.email)).toMatchObject({
        ok: false,
        code: '42501',
      });
    }
    expect(await adminIds()).toEqual([owner.id]);
  });
});

describe('revoke_admin_role()', () => {
  it('removes the role from another admin, logged as a security event', async () => {
    const partner = await confirmedUser('partner@roles.test');
    await makeAdmin(db, partner);
    await commitAs(owner, 'revoke_admin_role', 'PARTNER@roles.test');
    expect(await adminIds()).toEqual([owner.id]);
    expect(await roleChanges()).toEqual([
      expect.objectContaining({
        user_id: owner.id,
        record_id: partner.id,
        old_values: { email: 'partner@roles.test', admin: true },
        new_values: { email: 'partner@roles.test', admin: false },
        severity: 'security',
      }),
    ]);
  });

  it('lets an admin remove themselves while another admin remains, logged as theirs', async () => {
    const partner = await confirmedUser('partner@roles.test');
    await makeAdmin(db, partner);
    await commitAs(owner, 'revoke_admin_role', owner.email);
    expect(await adminIds()).toEqual([partner.id]);
    expect(await roleChanges()).toEqual([
      expect.objectContaining({ user_id: owner.id, record_id: owner.id }),
    ]);
  });

  it('never removes the last admin', async () => {
    expect(await tryCall(owner, 'revoke_admin_role', owner.email)).toMatchObject({
      ok: false,
      code: 'P0001',
      message: 'The last admin cannot be removed: grant the role to another account first',
    });
    expect(await adminIds()).toEqual([owner.id]);
    expect(await roleChanges()).toEqual([]);
  });

  it('refuses an unknown email and an account that is not an admin', async () => {
    expect(await tryCall(owner, 'revoke_admin_role', 'nobody@roles.test')).toMatchObject({
      ok: false,
      message: 'No account uses the email address nobody@roles.test',
    });
    const client = await confirmedUser('client@roles.test');
    expect(await tryCall(owner, 'revoke_admin_role', client.email)).toMatchObject({
      ok: false,
      message: 'The account client@roles.test is not an admin',
    });
  });

  it('refuses clients, service_role and anonymous callers', async () => {
    const client = await confirmedUser('client@roles.test');
    for (const caller of [client, 'service', 'anon'] as const) {
      expect(await tryCall(caller, 'revoke_admin_role', owner.email)).toMatchObject({
        ok: false,
        code: '42501',
      });
    }
    expect(await adminIds()).toEqual([owner.id]);
  });

  it('takes a lock that makes removals take turns, so two admins removing each other cannot both succeed', async () => {
    const partner = await confirmedUser('partner@roles.test');
    await makeAdmin(db, partner);
    const locksHeld = await asRole(db, userClaims(owner), async (tx) => {
      await tx.query('select public.revoke_admin_role($1)', [partner.email]);
      const locks = await tx.query<{ mode: string }>(
        `select mode from pg_catalog.pg_locks
          where relation = 'public.user_roles'::regclass and pid = pg_backend_pid() and granted`,
      );
      await tx.rollback();
      return locks.rows.map((row) => row.mode);
    });
    expect(locksHeld).toContain('ShareRowExclusiveLock');
  });

  it('refuses an admin whose role another admin removed: they can no longer remove anyone', async () => {
    const partner = await confirmedUser('partner@roles.test');
    const third = await confirmedUser('third@roles.test');
    await makeAdmin(db, partner);
    await makeAdmin(db, third);
    await commitAs(owner, 'revoke_admin_role', partner.email);
    expect(await tryCall(partner, 'revoke_admin_role', owner.email)).toMatchObject({
      ok: false,
      code: '42501',
    });
    expect(await adminIds()).toEqual([owner.id, third.id].sort());
  });
});

describe('admin_accounts', () => {
  const listAs = (claims: Parameters<typeof tryAs>[1]) =>
    tryAs(
      db,
      claims,
      async (tx) => (await tx.query('select * from public.admin_accounts order by granted_at, email')).rows,
    );

  it('lists every admin with their email and since when, to admins', async () => {
    const partner = await confirmedUser('partner@roles.test');
    await commitAs(owner, 'grant_admin_role', partner.email);
    expect(await listAs(userClaims(partner))).toEqual({
      ok: true,
      value: [
        { user_id: owner.id, email: owner.email, granted_at: expect.any(Date) },
        { user_id: partner.id, email: partner.email, granted_at: expect.any(Date) },
      ],
    });
  });

  it('shows a client no row and refuses anonymous callers', async () => {
    const client = await confirmedUser('client@roles.test');
    expect(await listAs(userClaims(client))).toEqual({ ok: true, value: [] });
    expect(await listAs(anonClaims)).toMatchObject({ ok: false, code: '42501' });
  });
});
