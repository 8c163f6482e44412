/**
 * publish-prices against the real database and auth server (the local API, PGlite with the real migrations, on a
 * random port) and a local stand-in for the Vercel deploy hook: a small HTTP server that records every request and
 * answers as Vercel's hooks do (201 with the job it queued). Only a verified admin's call reaches the hook.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_ANON_KEY } from '../../../local/api/constants.ts';
import { signJwt } from '../../../local/api/jwt.ts';
import { addressSequence, functionDepsFor } from '../../../tests/support/function-deps.ts';
import { signedUpClient, startTestApi } from '../../../tests/support/local-api.ts';
import type { FunctionDeps } from './deps.ts';
import { functionHandlers } from './handlers.ts';
import { PUBLISH_PRICES_FUNCTION } from './publish-prices.ts';

type LocalApi = Awaited<ReturnType<typeof startTestApi>>;
type HookCall = { method: string; url: string; body: string };

let api: LocalApi;
let hook: Server;
let hookUrl: string;
let hookCalls: HookCall[];
/** What the stand-in answers: Vercel's 201, or a failure a test asks for. */
let hookStatus = 201;
let adminToken: string;
let adminId: string;
let clientToken: string;

const nextAddress = addressSequence('198.20');

beforeAll(async () => {
  hook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      hookCalls.push({ method: req.method ?? '', url: req.url ?? '', body });
      res.writeHead(hookStatus, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ job: { id: 'stand-in-job', state: 'PENDING', createdAt: Date.now() } }));
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/v1/integrations/deploy/prj_standin/hook123`;

  api = await startTestApi({ admin: false, functionEnv: { DEPLOY_HOOK_URL: hookUrl, RATE_LIMIT_MAX: '0' } });
  const admin = await signedUpClient(api, 'owner');
  await api.db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [admin.user.id]);
  adminToken = admin.session.access_token;
  adminId = admin.user.id;
  clientToken = (await signedUpClient(api, 'client')).session.access_token;
});

afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => hook?.close(resolve));
});

beforeEach(() => {
  hookCalls = [];
  hookStatus = 201;
});

const depsWith = (env: Record<string, string> = {}, overrides: Partial<FunctionDeps> = {}) =>
  functionDepsFor(api.url, { DEPLOY_HOOK_URL: hookUrl, ...env }, overrides);

async function publish(token: string | null, deps: FunctionDeps = depsWith(), address = nextAddress()) {
  const response = await functionHandlers[PUBLISH_PRICES_FUNCTION](
    new Request(`${api.url}/functions/v1/${PUBLISH_PRICES_FUNCTION}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'cf-connecting-ip': address,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: '{}',
    }),
    deps,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
}

describe('publish-prices', () => {
  it('POSTs the deploy hook for an admin and answers that the pages are rebuilding', async () => {
    expect(await publish(adminToken)).toMatchObject({ status: 200, body: { ok: true, rebuilding: true } });
    expect(hookCalls).toEqual([
      { method: 'POST', url: '/v1/integrations/deploy/prj_standin/hook123', body: '' },
    ]);
  });

  it('answers rebuilding: false where no deploy hook is configured, and calls nothing', async () => {
    const reply = await publish(adminToken, depsWith({ DEPLOY_HOOK_URL: '' }));
    expect(reply).toMatchObject({ status: 200, body: { ok: true, rebuilding: false } });
    expect(hookCalls).toEqual([]);
  });

  it('refuses anyone but a verified admin (401 without one, 403 for a client), and never calls the hook', async () => {
    const [header, payload] = adminToken.split('.');
    const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
    const expired = await signJwt({
      sub: adminId,
      role: 'authenticated',
      aud: 'authenticated',
      exp: 1_000_000_000,
    });
    for (const token of [null, LOCAL_ANON_KEY, tampered, expired, 'not-a-token']) {
      const reply = await publish(token);
      expect({ token: token?.slice(0, 12), status: reply.status }).toEqual({
        token: token?.slice(0, 12),
        status: 401,
      });
      expect(reply.body).toEqual({ error: 'Sign in as an admin to publish the prices.' });
    }
    const client = await publish(clientToken);
    expect(client).toMatchObject({ status: 403, body: { error: 'Only admins can publish the prices.' } });
    expect(hookCalls).toEqual([]);
  });

  it('stops counting an admin whose role was removed', async () => {
    const former = await signedUpClient(api, 'former');
    await api.db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
      former.user.id,
    ]);
    expect((await publish(former.session.access_token)).status).toBe(200);
    await api.db.query(`delete from public.user_roles where user_id = $1`, [former.user.id]);
    expect((await publish(former.session.access_token)).status).toBe(403);
    expect(hookCalls).toHaveLength(1);
  });

  it('answers 503 when the deploy hook fails or cannot be reached, so the owner can try again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    hookStatus = 500;
    const failed = await publish(adminToken);
    expect(failed.status).toBe(503);
    expect(failed.response.headers.get('retry-after')).toBe('30');
    expect(hookCalls).toHaveLength(1);
    const unreachable = await publish(adminToken, depsWith({ DEPLOY_HOOK_URL: 'http://127.0.0.1:9/hook' }));
    expect(unreachable.status).toBe(503);
    error.mockRestore();
  });

  it('is rate limited per client: 429 once the budget is spent, and the hook is not called again', async () => {
    const deps = depsWith({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '60' });
    const address = nextAddress();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await publish(adminToken, deps, address)).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect(hookCalls).toHaveLength(2);
    // Anonymous callers spend the same budget before their token is even looked at.
    const anonymous = nextAddress();
    const refused = [];
    for (let i = 0; i < 3; i++) refused.push((await publish(null, deps, anonymous)).status);
    expect(refused).toEqual([401, 401, 429]);
  });

  it('is served by the local API with the project secret, and answers the site origin CORS', async () => {
    const response = await fetch(`${api.url}/functions/v1/${PUBLISH_PRICES_FUNCTION}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${adminToken}`,
        origin: 'http://localhost:5173',
      },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(await response.json()).toEqual({ ok: true, rebuilding: true });
    expect(hookCalls).toHaveLength(1);

    const anonymous = await fetch(`${api.url}/functions/v1/${PUBLISH_PRICES_FUNCTION}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${LOCAL_ANON_KEY}` },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
    expect(hookCalls).toHaveLength(1);
  });
});
