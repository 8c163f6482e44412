import type { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
import type { FunctionDeps } from '../../supabase/functions/_shared/handlers.ts';
import { authRoutes } from './auth/routes.ts';
import { supabaseCors } from './cors.ts';
import { functionsRoute } from './functions-route.ts';
import { notSupported } from './responses.ts';
import { restRoutes } from './rest/routes.ts';
import type { SupabaseConfig } from './supabase-config.ts';

export type LocalApiAppOptions = {
  db: PGlite;
  config: SupabaseConfig;
  functionDeps: () => FunctionDeps;
  /** Progress lines worth a developer's attention (the recovery link, for one). */
  log: (line: string) => void;
  /** Failures of the stand-in itself, always reported. */
  logError: (line: string) => void;
};

/** The Supabase API surface this app uses, on one Hono app: auth, REST and functions, and an explicit 501 else. */
export function createLocalApiApp({ db, config, functionDeps, log, logError }: LocalApiAppOptions): Hono {
  const app = new Hono();

  app.use('/auth/v1/*', supabaseCors);
  app.use('/rest/v1/*', supabaseCors);
  app.route('/auth/v1', authRoutes({ db, log, logError, settings: config.auth }));
  app.route('/rest/v1', restRoutes({ db, logError }));
  app.all(
    '/functions/v1/:name',
    functionsRoute({ deps: functionDeps, functionsWithoutJwtCheck: config.functionsWithoutJwtCheck }),
  );

  app.use('*', supabaseCors);
  app.all('*', (c) => notSupported(c.req.method, c.req.path));
  app.onError((error, c) => {
    logError(`${c.req.method} ${c.req.path} failed: ${error instanceof Error ? error.stack : String(error)}`);
    return new Response(JSON.stringify({ error: 'Internal error in the local API' }), {
      status: 500,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
  });
  return app;
}
