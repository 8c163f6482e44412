/**
 * Reading the active price list through the Supabase API. The browser (anonymous: the read policies return only the
 * active version), the quote function (service role: every version, so it asks for the newest) and the build all
 * read it this one way.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { priceListFromRows, type PriceList } from './browser-safe/pricing.ts';

/** The newest version and its prices; throws when the API cannot answer or the list is incomplete. */
export async function readActivePriceList(client: SupabaseClient): Promise<PriceList> {
  const latest = await client
    .from('price_list_versions')
    .select('version')
    .order('version', { ascending: false })
    .limit(1);
  if (latest.error) throw new Error(`price list version: ${latest.error.message}`);
  const version = (latest.data as { version: number }[])[0]?.version;
  if (version === undefined) throw new Error('price list version: none saved');

  const prices = await client.from('price_list_prices').select('version, cell, cents').eq('version', version);
  if (prices.error) throw new Error(`price list prices: ${prices.error.message}`);
  return priceListFromRows(prices.data as { version: number; cell: string; cents: number | null }[]);
}
