/**
 * Where kept leads live in this browser, and reading them. Deliberately free of the schemas and the backend
 * client: the root layout checks `hasPendingLeads()` on every page load, so this module is in the first-load
 * bundle, and the rest of the outbox (./outbox) loads only when there is something to send or keep.
 */
import type { LeadKind } from '@shared/lead-rules';

/** The local-lead key for newsletter leads (docs/product.md): `{id, email, subscribedAt, source, page}`. */
export const LOCAL_LEADS_KEY = 'newsletter_subscribers';
/** Older browsers hold `{email, source, page, subscribedAt}` here; read, then moved under LOCAL_LEADS_KEY. */
export const LEGACY_LEADS_KEY = 'newsletter-leads';
/** Every other lead kind. */
export const OUTBOX_KEY = 'lead_outbox';

/** Asks the page's outbox flusher (./outbox-flusher) to send the kept leads again in `delayMs`. */
export const FLUSH_REQUEST_EVENT = 'lead-outbox:flush-request';
export interface FlushRequest {
  delayMs: number;
}

export function requestFlush(delayMs: number): void {
  globalThis.dispatchEvent?.(new CustomEvent<FlushRequest>(FLUSH_REQUEST_EVENT, { detail: { delayMs } }));
}

/** Newsletter leads are kept in that format, under LOCAL_LEADS_KEY. */
export type OutboxKind = Exclude<LeadKind, 'newsletter'>;

const OUTBOX_KINDS: ReadonlySet<unknown> = new Set<OutboxKind>(['quote', 'contact', 'referral']);

export interface OutboxEntry {
  id: string;
  kind: OutboxKind;
  payload: Record<string, unknown> & { clientId: string };
  createdAt: string;
  attempts: number;
  /** The signed-in client who sent it; a resend carries their token only while they are still signed in. */
  userId?: string;
}

export interface LocalNewsletterLead {
  id: string;
  email: string;
  subscribedAt: string;
  source: string;
  page: string | null;
}

export interface LegacyNewsletterLead {
  email: string;
  source: string;
  page?: string | null;
  subscribedAt?: string;
}

// Every read tolerates a missing, full or hand-edited localStorage.

export function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readArray(key: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export function writeArray(key: string, items: unknown[]): void {
  const store = storage();
  if (!store) throw new Error('localStorage is not available');
  if (items.length === 0) store.removeItem(key);
  else store.setItem(key, JSON.stringify(items));
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
export const isString = (v: unknown): v is string => typeof v === 'string';

function isOutboxEntry(v: unknown): v is OutboxEntry {
  return (
    isRecord(v) && isString(v.id) && OUTBOX_KINDS.has(v.kind) && isRecord(v.payload) && isString(v.createdAt)
  );
}

function isLocalLead(v: unknown): v is LocalNewsletterLead {
  return isRecord(v) && isString(v.id) && isString(v.email) && isString(v.source);
}

function isLegacyLead(v: unknown): v is LegacyNewsletterLead {
  return isRecord(v) && isString(v.email) && isString(v.source);
}

export const readOutbox = (): OutboxEntry[] => readArray(OUTBOX_KEY).filter(isOutboxEntry);
export const readLocalLeads = (): LocalNewsletterLead[] => readArray(LOCAL_LEADS_KEY).filter(isLocalLead);
export const readLegacyLeads = (): LegacyNewsletterLead[] => readArray(LEGACY_LEADS_KEY).filter(isLegacyLead);

/** Removes one item by id from a list, re-reading it first so leads added meanwhile (other tab, form) survive. */
export function removeById(key: string, id: string): void {
  writeArray(
    key,
    readArray(key).filter((item) => !(isRecord(item) && item.id === id)),
  );
}

export function hasPendingLeads(): boolean {
  return readOutbox().length > 0 || readLocalLeads().length > 0 || readLegacyLeads().length > 0;
}
