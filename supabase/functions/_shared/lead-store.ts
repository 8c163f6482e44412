/**
 * Storing a lead exactly once. The browser gives every lead an id (`clientId`) and keeps the lead when it cannot
 * tell whether it arrived (offline, timeout, 5xx), to send it again later. The row is stored under that id, so a
 * resend of a lead that did arrive meets its own row: it is answered as a success marked `duplicate`, with no second
 * row and no second owner notification (the notification is written by a trigger in the lead's own transaction).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { ServiceUnavailable } from './http.ts';
import { UNIQUE_VIOLATION } from './browser-safe/lead-rules.ts';

export type LeadTable = 'quote_requests' | 'contact_messages' | 'referral_invites' | 'newsletter_subscribers';

/** Another unique rule than the id refused the row (a newsletter address that is already subscribed). */
export class UniqueViolation extends Error {
  constructor(readonly table: LeadTable) {
    super(`${table}: unique violation`);
  }
}

/**
 * Inserts the row (under `clientId` when given). 'retry' when a row with that id is already stored; throws
 * UniqueViolation when another unique rule refused it, and ServiceUnavailable for any other failure: the input was
 * validated, so whatever else goes wrong (database unreachable, a refused key) is nothing the visitor caused.
 */
export async function insertLead(
  client: SupabaseClient,
  table: LeadTable,
  row: Record<string, unknown>,
  clientId: string | null | undefined,
): Promise<'inserted' | 'retry'> {
  const { error } = await client.from(table).insert(clientId ? { ...row, id: clientId } : row);
  if (!error) return 'inserted';
  if (error.code !== UNIQUE_VIOLATION)
    throw new ServiceUnavailable(`${table} insert failed: ${error.message}`);
  if (clientId && (await isStored(client, table, clientId))) return 'retry';
  throw new UniqueViolation(table);
}

async function isStored(client: SupabaseClient, table: LeadTable, id: string): Promise<boolean> {
  const { data, error } = await client.from(table).select('id').eq('id', id).limit(1);
  if (error) throw new ServiceUnavailable(`${table} lookup failed: ${error.message}`);
  return (data ?? []).length > 0;
}
