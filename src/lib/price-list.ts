/**
 * The active price list, read once by the live quote form to price as the visitor answers. A plain `fetch` of the
 * REST endpoint, as sending a lead is (./leads/transport.ts): the read policies return the active version's rows
 * only, and pricing needs none of supabase-js.
 */
import { priceListFromRows, type PriceList } from '@shared/pricing';
import { config } from '@/lib/config';

const PRICE_LIST_TIMEOUT_MS = 10_000;

export async function fetchActivePriceList(): Promise<PriceList> {
  const response = await fetch(`${config.supabaseUrl}/rest/v1/price_list_prices?select=version,cell,cents`, {
    headers: { apikey: __SUPABASE_ANON_KEY__, Authorization: `Bearer ${__SUPABASE_ANON_KEY__}` },
    signal: AbortSignal.timeout(PRICE_LIST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`price list: ${response.status}`);
  return priceListFromRows(
    (await response.json()) as { version: number; cell: string; cents: number | null }[],
  );
}
