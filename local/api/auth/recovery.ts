import { randomBytes } from 'node:crypto';
import { RECOVERY_TOKEN_TTL_SECONDS } from '../constants.ts';

type PendingRecovery = { userId: string; redirectTo: string; expiresAt: number };

/**
 * Password-recovery tokens waiting for their link to be opened. Locally the "email" is a console line, so the tokens
 * live as long as the process that printed them; a restart simply invalidates outstanding links.
 */
export class RecoveryTokens {
  readonly #pending = new Map<string, PendingRecovery>();

  issue(userId: string, redirectTo: string): string {
    const token = randomBytes(24).toString('hex');
    this.#pending.set(token, {
      userId,
      redirectTo,
      expiresAt: Date.now() + RECOVERY_TOKEN_TTL_SECONDS * 1000,
    });
    return token;
  }

  /** A token works once, and only before it expires. */
  consume(token: string): PendingRecovery | null {
    const pending = this.#pending.get(token);
    this.#pending.delete(token);
    if (!pending || pending.expiresAt < Date.now()) return null;
    return pending;
  }
}
