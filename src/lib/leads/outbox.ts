/**
 * Nothing lost: a lead that did not reach the backend, for any reason the visitor did not cause, is kept in this
 * browser and sent again (./outbox-flusher decides when: while the page stays open, after the server's Retry-After
 * and then backing off; when the site is next loaded; when the browser comes back online). Every lead carries the id it was first sent with
 * (`clientId`), and the server stores a lead under that id, so a retry of a lead that did arrive is answered as
 * already stored and never stored twice. The flush is silent: the visitor was already told the lead was saved.
 */
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
import { leadSession } from './session';
import { postLead, type Delivery } from './transport';

const LOCK_KEY = 'lead_outbox_lock';
const LOCK_NAME = 'lead-outbox-flush';
const LOCK_TTL_MS = 60_000;

/** While the page stays open, kept leads are retried after 30 s, then 1, 2, 4 and 8 minutes, then every 10. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 600_000;

export interface FlushReport {
  sent: number;
  dropped: number;
  kept: number;
  /** Why nothing was attempted: nothing pending, or another flush (this tab or another) holds the lock. */
  skipped?: 'empty' | 'busy';
  /** The backend could not take the leads: when to try again. */
  retryInMs?: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Keeping leads.

/** kept: stored for a later send; already-kept: this browser already holds it (a newsletter lead: the same email). */
export type KeepResult = 'kept' | 'already-kept' | 'unavailable';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Keeps a lead whose send did not get through. Newsletter leads are kept in the local-lead format of docs/product.md
 * (`newsletter_subscribers`: id, email, subscribedAt, source, page), once per email in any case; the other kinds in
 * the outbox, under their client id. 'unavailable' when this browser cannot keep it (storage blocked or full): the
 * caller must then not claim it was saved.
 */
export function keepLead(
  kind: OutboxKind | 'newsletter',
  payload: Record<string, unknown> & { clientId: string },
  userId?: string,
): KeepResult {
  try {
    if (kind === 'newsletter') return keepNewsletterLead(payload);
    const entries = readOutbox();
    if (entries.some((entry) => entry.id === payload.clientId)) return 'already-kept';
    entries.push({
      id: payload.clientId,
      kind,
      payload,
      createdAt: new Date().toISOString(),
      attempts: 1,
      ...(userId ? { userId } : {}),
    });
    writeArray(OUTBOX_KEY, entries);
    return 'kept';
  } catch {
    return 'unavailable';
  }
}

function keepNewsletterLead(payload: Record<string, unknown> & { clientId: string }): KeepResult {
  const email = String(payload.email);
  const known = [...readLocalLeads(), ...readLegacyLeads()];
  if (known.some((existing) => sameEmail(existing.email, email))) return 'already-kept';
  const leads = readLocalLeads();
  leads.push({
    id: payload.clientId,
    email,
    subscribedAt: new Date().toISOString(),
    source: String(payload.source),
    page: isString(payload.page) ? payload.page : null,
  });
  writeArray(LOCAL_LEADS_KEY, leads);
  return 'kept';
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
// Retrying while the page is open.

/** Flushes in a row that found the backend unavailable; the wait doubles with each. */
let failedFlushes = 0;

/** The next wait after the backend was unavailable: the server's Retry-After or the back-off, whichever is longer. */
export function retryDelay(attempt: number, retryAfterMs?: number): number {
  const backoff = Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempt - 1, 0), LONGEST_RETRY_MS);
  return Math.min(Math.max(backoff, retryAfterMs ?? 0), LONGEST_RETRY_MS);
}

// ---------------------------------------------------------------------------------------------------------------
// Flushing.

interface PendingLead {
  key: typeof LOCAL_LEADS_KEY | typeof OUTBOX_KEY;
  id: string;
  label: string;
  send: () => Promise<Delivery>;
}

/** The signed-in client's token, for a lead that client sent; anonymous for anyone else's. */
async function tokenFor(userId: string | undefined): Promise<string | undefined> {
  if (!userId) return undefined;
  const session = await leadSession();
  return session?.userId === userId ? session.accessToken : undefined;
}

/** The next lead this flush has not tried yet, read fresh so leads kept while it runs are sent by it too. */
function nextPending(tried: ReadonlySet<string>): PendingLead | undefined {
  const lead = readLocalLeads().find((l) => !tried.has(l.id));
  if (lead) {
    return {
      key: LOCAL_LEADS_KEY,
      id: lead.id,
      label: 'newsletter',
      // The newsletter payload; local leads keep no account, so they are resent anonymously. The date the
      // visitor signed up goes with it, so the row is dated then, not now.
      send: () =>
        postLead('newsletter', {
          clientId: lead.id,
          email: lead.email,
          source: lead.source,
          page: lead.page,
          user_id: null,
          subscribedAt: lead.subscribedAt,
        }),
    };
  }
  const entry = readOutbox().find((e) => !tried.has(e.id));
  if (entry) {
    return {
      key: OUTBOX_KEY,
      id: entry.id,
      label: entry.kind,
      send: async () =>
        postLead(entry.kind, { ...entry.payload, clientId: entry.id }, await tokenFor(entry.userId)),
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

/**
 * Sends every kept lead once. Stored (or already stored): forgotten. Refused as invalid: retrying can never
 * succeed, so it is dropped with a warning. Unavailable (no answer, 5xx, 429): kept, and this flush stops, since the
 * backend will not take the others either; the report says when to try again. Refused for another reason: kept, and the flush goes
 * on with the other leads.
 */
async function drain(report: FlushReport, renewLock: () => void): Promise<FlushReport> {
  adoptLegacyLeads();
  const tried = new Set<string>();
  let unavailable: Extract<Delivery, { status: 'unavailable' }> | undefined;
  for (let lead = nextPending(tried); lead; lead = nextPending(tried)) {
    tried.add(lead.id);
    renewLock();
    const delivery = await lead.send();
    if (delivery.status === 'unavailable' || delivery.status === 'refused') {
      if (lead.key === OUTBOX_KEY) countAttempt(lead.id);
      if (delivery.status === 'unavailable') {
        unavailable = delivery;
        break;
      }
      continue;
    }
    removeById(lead.key, lead.id);
    if (delivery.status === 'invalid') {
      report.dropped++;
      console.warn(`[outbox] dropped a ${lead.label} lead the server refused`, delivery.fields);
    } else report.sent++;
  }
  report.kept = readLocalLeads().length + readOutbox().length;
  if (unavailable) {
    failedFlushes++;
    report.retryInMs = retryDelay(failedFlushes, unavailable.retryAfterMs);
  } else failedFlushes = 0;
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
