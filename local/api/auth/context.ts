import type { PGlite } from '@electric-sql/pglite';
import { jsonResponse } from '../responses.ts';
import type { AuthSettings } from '../supabase-config.ts';
import type { Mailer } from './mail.ts';
import { redirectTarget } from './redirects.ts';
import { sessionReply, type StartedSession } from './sessions.ts';
import type { AuthUserRow, Queryable } from './users.ts';

/** What every auth handler works with. */
export type AuthContext = {
  db: PGlite;
  settings: AuthSettings;
  log: (line: string) => void;
  logError: (line: string) => void;
};

/** The auth server's public URL: the token issuer and the base of the email links. */
export const issuerOf = (request: Request) => `${new URL(request.url).origin}/auth/v1`;

export function mailerFor(ctx: AuthContext, db: Queryable, request: Request): Mailer {
  return {
    db,
    settings: ctx.settings,
    log: ctx.log,
    issuer: issuerOf(request),
    redirectTo: redirectTarget(ctx.settings, request),
  };
}

/** A 200 with a session, as GoTrue answers sign-in, sign-up without confirmation, refresh and verify. */
export async function sessionResponse(
  db: Queryable,
  request: Request,
  user: AuthUserRow,
  session: StartedSession,
  extra: Record<string, unknown> = {},
): Promise<Response> {
  return jsonResponse({ ...(await sessionReply(db, user, session, issuerOf(request))), ...extra });
}
