/**
 * Nothing lost: a lead that could not reach the backend is kept in this browser and sent again when the site is
 * next loaded or the browser comes back online. Every lead carries the id it was first sent with (`clientId`),
 * and the server stores a lead under that id, so a retry of a lead that did arrive is answered "duplicate" and
 * never stored twice. The flush is silent: the visitor was already told when the lead was saved.
 */
import { newsletterSignupSchema } from '@shared/schemas';
import { invokeFunction, type InvokeResult, type LeadFunctionName } from './functions';
import {
  hasPendingLeads,
  isRecord,
  isString,
  LEGACY_LEADS_KEY,
  LOCAL_LEADS_KEY,
  OUTBOX_KEY,
  readLegacyLeads,
  readLocalLeads,
  readOutbox,
  removeById,
  storage,
  writeArray,
  type OutboxKind,
} from './outbox-store';

export {
  hasPendingLeads,
  LEGACY_LEADS_KEY,
  LOCAL_LEADS_KEY,
  OUTBOX_KEY,
  readLocalLeads,
  readOutbox,
} from './outbox-store';
export type { LocalNewsletterLead, OutboxEntry, OutboxKind } from './outbox-store';

const LOCK_KEY = 'lead_outbox_lock';
const LOCK_NAME = 'lead-outbox-flush';
const LOCK_TTL_MS = 60_000;

const FUNCTION_OF: Record<OutboxKind, LeadFunctionName> = {
  quote: 'quote-request',
  contact: 'contact-message',
  referral: 'referral-invite',
};

export type LocalLeadResult =
  | { status: 'saved' }
  | { status: 'duplicate' }
  | { status: 'invalid'; message: string }
  /** This browser cannot keep it (storage blocked or full). */
  | { status: 'unavailable' };

/** The spec's texts for a local lead that was not saved (error catalogue). */
export const localLeadNotices = {
  duplicate: {
    title: 'Already subscribed!',
    description: "You're already on our list. We'll keep you updated!",
  },
  invalid: (message: string) => ({ title: 'Invalid Input', description: message }),
  invalidFallback: 'Please check your information and try again.',
} as const;

export interface FlushReport {
  sent: number;
  dropped: number;
  kept: number;
  /** Why nothing was attempted: nothing pending, or another flush (this tab or another) holds the lock. */
  skipped?: 'empty' | 'busy';
}

// ---------------------------------------------------------------------------------------------------------------
// Keeping leads.

/**
 * Keeps a quote, contact or referral lead whose first send could not reach the backend. False when this browser
 * cannot keep it (storage blocked or full): the caller must then not claim it was saved.
 */
export function keepLead(kind: OutboxKind, payload: Record<string, unknown> & { clientId: string }): boolean {
  const entries = readOutbox();
  if (entries.some((entry) => entry.id === payload.clientId)) return true;
  entries.push({ id: payload.clientId, kind, payload, createdAt: new Date().toISOString(), attempts: 1 });
  try {
    writeArray(OUTBOX_KEY, entries);
    return true;
  } catch {
    return false;
  }
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Keeps a newsletter lead locally (the spec's local lead). The same email twice (any case, this key or the
 * legacy one) is refused as 'duplicate'; an invalid lead as 'invalid' with the email's message when the email
 * is what is wrong.
 */
export function saveLocalNewsletterLead(lead: {
  id: string;
  email: string;
  source: string;
  page?: string | null;
}): LocalLeadResult {
  const parsed = newsletterSignupSchema.safeParse({
    email: lead.email,
    source: lead.source,
    page: lead.page,
  });
  if (!parsed.success) {
    const emailIssue = parsed.error.issues.find((issue) => issue.path[0] === 'email');
    return { status: 'invalid', message: emailIssue?.message ?? localLeadNotices.invalidFallback };
  }
  const { email, source, page } = parsed.data;
  const known = [...readLocalLeads(), ...readLegacyLeads()];
  if (known.some((existing) => sameEmail(existing.email, email))) return { status: 'duplicate' };
  const leads = readLocalLeads();
  leads.push({ id: lead.id, email, subscribedAt: new Date().toISOString(), source, page: page ?? null });
  try {
    writeArray(LOCAL_LEADS_KEY, leads);
  } catch {
    return { status: 'unavailable' };
  }
  return { status: 'saved' };
}

/** Moves legacy leads under the current key, each with an id, so they are sent like any other local lead. */
function adoptLegacyLeads(): void {
  const legacy = readLegacyLeads();
  if (legacy.length === 0) return;
  const leads = readLocalLeads();
  for (const old of legacy) {
    if (leads.some((lead) => sameEmail(lead.email, old.email))) continue;
    leads.push({
      id: crypto.randomUUID(),
      email: old.email.trim().toLowerCase(),
      subscribedAt: old.subscribedAt ?? new Date().toISOString(),
      source: old.source,
      page: old.page ?? null,
    });
  }
  writeArray(LOCAL_LEADS_KEY, leads);
  storage()?.removeItem(LEGACY_LEADS_KEY);
}

// ---------------------------------------------------------------------------------------------------------------
// Flushing.

type Outcome = 'sent' | 'drop' | 'stop';

/**
 * 2xx, or a duplicate: the server has it. Other 4xx (invalid, too large): retrying can never succeed, so it is
 * dropped with a warning. Unreachable, rate limited or a 5xx: kept, and this flush stops (the next load or
 * `online` event tries again).
 */
function outcomeOf(result: InvokeResult<unknown>): Outcome {
  if (result.ok || result.kind === 'duplicate') return 'sent';
  if (result.kind === 'validation') return 'drop';
  if (result.kind === 'server' && result.status !== undefined && result.status >= 400 && result.status < 500)
    return 'drop';
  return 'stop';
}

interface PendingLead {
  key: typeof LOCAL_LEADS_KEY | typeof OUTBOX_KEY;
  id: string;
  label: string;
  send: () => Promise<InvokeResult<unknown>>;
}

/** The next lead this flush has not tried yet, read fresh so leads kept while it runs are sent by it too. */
function nextPending(tried: ReadonlySet<string>): PendingLead | undefined {
  const lead = readLocalLeads().find((l) => !tried.has(l.id));
  if (lead) {
    return {
      key: LOCAL_LEADS_KEY,
      id: lead.id,
      label: 'newsletter',
      send: () =>
        invokeFunction('newsletter-signup', {
          clientId: lead.id,
          email: lead.email,
          source: lead.source,
          page: lead.page,
          user_id: null,
        }),
    };
  }
  const entry = readOutbox().find((e) => !tried.has(e.id));
  if (entry) {
    return {
      key: OUTBOX_KEY,
      id: entry.id,
      label: entry.kind,
      send: () => invokeFunction(FUNCTION_OF[entry.kind], { ...entry.payload, clientId: entry.id }),
    };
  }
  return undefined;
}

function countAttempt(id: string): void {
  writeArray(
    OUTBOX_KEY,
    readOutbox().map((e) => (e.id === id ? { ...e, attempts: (e.attempts ?? 0) + 1 } : e)),
  );
}

async function drain(report: FlushReport, renewLock: () => void): Promise<FlushReport> {
  adoptLegacyLeads();
  const tried = new Set<string>();
  for (let lead = nextPending(tried); lead; lead = nextPending(tried)) {
    tried.add(lead.id);
    renewLock();
    const result = await lead.send();
    const outcome = outcomeOf(result);
    if (outcome === 'stop') {
      if (lead.key === OUTBOX_KEY) countAttempt(lead.id);
      break;
    }
    removeById(lead.key, lead.id);
    if (outcome === 'sent') report.sent++;
    else {
      report.dropped++;
      console.warn(`[outbox] dropped a ${lead.label} lead the server refused`, result);
    }
  }
  report.kept = readLocalLeads().length + readOutbox().length;
  return report;
}

const TAB_ID =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());

interface StoredLock {
  owner: string;
  expiresAt: number;
}

function readLock(): StoredLock | undefined {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(LOCK_KEY) ?? 'null');
    return isRecord(parsed) && isString(parsed.owner) && typeof parsed.expiresAt === 'number'
      ? (parsed as unknown as StoredLock)
      : undefined;
  } catch {
    return undefined;
  }
}

function writeLock(): void {
  storage()?.setItem(LOCK_KEY, JSON.stringify({ owner: TAB_ID, expiresAt: Date.now() + LOCK_TTL_MS }));
}

/**
 * Cross-tab exclusion where the Web Locks API is missing: a lease in localStorage that expires, so a tab closed
 * mid-flush cannot block the others for long. (Even if two tabs raced past it, the server's clientId check keeps
 * the rows single; the lock only saves the requests.)
 */
async function withStorageLock(run: (renew: () => void) => Promise<FlushReport>): Promise<FlushReport> {
  const held = readLock();
  if (held && held.owner !== TAB_ID && held.expiresAt > Date.now())
    return { sent: 0, dropped: 0, kept: 0, skipped: 'busy' };
  writeLock();
  if (readLock()?.owner !== TAB_ID) return { sent: 0, dropped: 0, kept: 0, skipped: 'busy' };
  try {
    return await run(writeLock);
  } finally {
    if (readLock()?.owner === TAB_ID) storage()?.removeItem(LOCK_KEY);
  }
}

async function exclusive(run: (renew: () => void) => Promise<FlushReport>): Promise<FlushReport> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return withStorageLock(run);
  const result = await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) =>
    lock ? run(() => undefined) : null,
  );
  return result ?? { sent: 0, dropped: 0, kept: 0, skipped: 'busy' };
}

let running: Promise<FlushReport> | undefined;
let askedAgain = false;

/**
 * Sends every kept lead once. At most one flush runs at a time: a second call in this tab while one runs gets
 * the same promise (and, should a lead arrive after that flush looked, one more pass runs when it ends); another
 * tab's flush makes this one skip.
 */
export function flushOutbox(): Promise<FlushReport> {
  if (running) {
    askedAgain = true;
    return running;
  }
  if (!hasPendingLeads()) return Promise.resolve({ sent: 0, dropped: 0, kept: 0, skipped: 'empty' });
  running = exclusive((renew) => drain({ sent: 0, dropped: 0, kept: 0 }, renew)).finally(() => {
    running = undefined;
    const again = askedAgain;
    askedAgain = false;
    if (again && hasPendingLeads()) void flushOutbox().catch(() => undefined);
  });
  return running;
}
