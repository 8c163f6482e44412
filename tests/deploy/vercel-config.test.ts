import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { headersFor } from '../../local/site/vercel-rules';
import { contentSecurityPolicy } from '../../src/lib/content-security-policy';
import { parseEnv } from '../../src/lib/env-schema';
import { vercelConfig } from '../../vercel';

/**
 * vercel.ts as Vercel runs it: Vercel bundles the file and imports it in a fresh Node process, with the
 * deployment's environment, then uses its `config` export. Here a fresh Node process (tsx) imports it from an
 * empty folder, so that no .env file of this checkout takes part, with the environment each case sets.
 */
const dir = mkdtempSync(join(tmpdir(), 'vercel-ts-'));
const loader = join(dir, 'load.mts');
writeFileSync(
  loader,
  'const { config } = await import(process.argv[2]!);\nprocess.stdout.write(JSON.stringify(config));\n',
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function evaluateVercelTs(env: Record<string, string>) {
  const { stdout } = await promisify(execFile)(
    resolve('node_modules/.bin/tsx'),
    [loader, resolve('vercel.ts')],
    { cwd: dir, env: { PATH: process.env.PATH, ...env } },
  );
  return JSON.parse(stdout) as ReturnType<typeof vercelConfig>;
}

const PRODUCTION = {
  VERCEL: '1',
  VITE_SITE_URL: 'https://scoop.example',
  VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_project-key',
};

describe('vercel.ts', () => {
  it("yields the routing and the CSP of the deployment's own configuration", async () => {
    const env = { ...PRODUCTION, VITE_GA_ID: 'G-TEST123' };
    const config = await evaluateVercelTs(env);
    expect(config).toEqual(vercelConfig(parseEnv(env)));
    const csp = headersFor(config, '/waco')['Content-Security-Policy'];
    expect(csp).toBe(contentSecurityPolicy(parseEnv(env)));
    expect(csp).toContain(
      "connect-src 'self' https://abcdefgh.supabase.co wss://abcdefgh.supabase.co https://",
    );
    expect(csp).toContain('googletagmanager');
    expect(csp).not.toMatch(/127\.0\.0\.1|facebook|elfsight/);
  });

  it('fails the deployment, naming what is missing, when the backend is not configured', async () => {
    const failure = await evaluateVercelTs({ VERCEL: '1' }).then(
      () => null,
      (error: { stderr: string }) => error.stderr,
    );
    expect(failure).toContain('VITE_SUPABASE_URL: required in a build on Vercel');
    expect(failure).toContain('VITE_SUPABASE_ANON_KEY: required in a build on Vercel');
  });
});
