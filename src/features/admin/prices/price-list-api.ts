/**
 * The Prices section's reads and its one change: the active price list with its cells' labels, the demand figures,
 * saving a new version (save_price_list), starting the rebuild of the pages (the publish-prices function) and which
 * list the built pages show (the build's /price-list.json).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRICE_CELLS, type Plan, type PriceCell, type PriceList } from '@shared/pricing';
import { getSupabase } from '@/lib/supabase';
import { adminKeys } from '../admin-api';

export const priceKeys = {
  list: (userId: string) => [...adminKeys.all(userId), 'price-list'] as const,
  demand: (userId: string) => [...adminKeys.all(userId), 'demand'] as const,
  published: (userId: string) => [...adminKeys.all(userId), 'published-prices'] as const,
};

export interface PriceCellInfo {
  cell: PriceCell;
  /** The owners' words: 'weekly, 1 dog'. */
  label: string;
  quoteOnSiteAllowed: boolean;
}

export interface AdminPriceList {
  list: PriceList;
  cells: Record<PriceCell, PriceCellInfo>;
  savedAt: string;
  /** The admin who saved it, by email; null for the seeded defaults or an account that is no longer an admin. */
  savedBy: string | null;
  /** Whether the version was saved by someone (false: the seeded defaults). */
  seeded: boolean;
}

const isPriceCell = (cell: string): cell is PriceCell => (PRICE_CELLS as readonly string[]).includes(cell);

/** The active list: the newest version (admins read every version), its prices, and every cell's label. */
export function useAdminPriceList(userId: string) {
  return useQuery({
    queryKey: priceKeys.list(userId),
    queryFn: async (): Promise<AdminPriceList> => {
      const supabase = await getSupabase();
      const [cells, versions] = await Promise.all([
        supabase.from('price_cells').select('cell, label, quote_on_site_allowed').order('position'),
        supabase
          .from('price_list_versions')
          .select('version, saved_at, saved_by')
          .order('version', { ascending: false })
          .limit(1),
      ]);
      if (cells.error) throw new Error(cells.error.message);
      if (versions.error) throw new Error(versions.error.message);
      const active = versions.data[0];
      if (!active) throw new Error('No price list has been saved.');
      const [prices, saver] = await Promise.all([
        supabase.from('price_list_prices').select('cell, cents').eq('version', active.version),
        active.saved_by
          ? supabase.from('admin_accounts').select('email').eq('user_id', active.saved_by)
          : Promise.resolve({ data: [], error: null }),
      ]);
      if (prices.error) throw new Error(prices.error.message);
      const cents = new Map(prices.data.map((row) => [row.cell, row.cents]));
      const info = new Map(
        cells.data
          .filter((row) => isPriceCell(row.cell))
          .map((row) => [
            row.cell as PriceCell,
            { cell: row.cell as PriceCell, label: row.label, quoteOnSiteAllowed: row.quote_on_site_allowed },
          ]),
      );
      const missing = PRICE_CELLS.filter((cell) => !cents.has(cell) || !info.has(cell));
      if (missing.length > 0)
        throw new Error(`Version ${active.version} of the price list lacks ${missing.join(', ')}.`);
      return {
        list: {
          version: active.version,
          cents: Object.fromEntries(PRICE_CELLS.map((cell) => [cell, cents.get(cell) ?? null])) as Record<
            PriceCell,
            number | null
          >,
        },
        cells: Object.fromEntries(PRICE_CELLS.map((cell) => [cell, info.get(cell)!])) as Record<
          PriceCell,
          PriceCellInfo
        >,
        savedAt: active.saved_at,
        savedBy: (saver.data as { email: string | null }[] | null)?.[0]?.email ?? null,
        seeded: active.saved_by === null && active.version === 1,
      };
    },
  });
}

export interface DemandSummary {
  month_starts_at: string;
  outside_area_by_zip: { zip_code: string; quotes: number }[];
  plans: { plan: Plan; estimates: number; booked: number }[];
}

/** This month's quotes outside the area by ZIP, and the last 30 days' estimates and bookings by plan. */
export function useDemandSummary(userId: string) {
  return useQuery({
    queryKey: priceKeys.demand(userId),
    queryFn: async () => {
      const { data, error } = await (await getSupabase()).rpc('admin_demand_summary');
      if (error) throw new Error(error.message);
      return data as unknown as DemandSummary;
    },
  });
}

/** The server refused the list: its own sentence, and a message for each wrong cell (the 22023 error's detail). */
export class PriceListRefused extends Error {
  constructor(
    message: string,
    readonly cells: Record<string, string>,
  ) {
    super(message);
  }
}

function cellMessages(details: string | null | undefined): Record<string, string> | null {
  try {
    const parsed: unknown = JSON.parse(details ?? '');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return null;
  }
}

export interface SavedPriceList {
  version: number;
  /** In the owners' words: 'weekly, 1 dog: $25 → $28'. Empty when the list equalled the active one. */
  changes: string[];
}

/** Saves the list as a new version. Every admin screen is read again afterwards (the Activity log has the change). */
export function useSavePriceList(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (prices: Record<PriceCell, number | null>): Promise<SavedPriceList> => {
      const { data, error } = await (await getSupabase()).rpc('save_price_list', { prices });
      if (error) {
        const cells = error.code === '22023' ? cellMessages(error.details) : null;
        throw cells ? new PriceListRefused(error.message, cells) : new Error(error.message);
      }
      return data as unknown as SavedPriceList;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all(userId) }),
  });
}

/**
 * Asks for the pages to be built again from the saved list (the publish-prices function, admins only): answers
 * whether a rebuild started, which it cannot where no deploy hook is configured.
 */
export function usePublishPrices() {
  return useMutation({
    mutationFn: async (): Promise<{ rebuilding: boolean }> => {
      const { data, error } = await (await getSupabase()).functions.invoke('publish-prices', { body: {} });
      if (error) {
        // The function's refusals are written for people; a response without one is said as supabase-js says it.
        const response = (error as { context?: unknown }).context;
        const body: unknown = response instanceof Response ? await response.json().catch(() => null) : null;
        const said = (body as { error?: unknown } | null)?.error;
        throw new Error(typeof said === 'string' ? said : error.message);
      }
      return { rebuilding: (data as { rebuilding?: unknown } | null)?.rebuilding === true };
    },
  });
}

/** What the build wrote into /price-list.json: the list version its pages show and which pages show a price. */
export interface PublishedPrices {
  version: number;
  source: string;
  builtAt: string;
  pages: string[];
}

function asPublishedPrices(body: unknown): PublishedPrices | null {
  if (!body || typeof body !== 'object') return null;
  const { version, source, builtAt, pages } = body as Record<string, unknown>;
  if (!Number.isInteger(version) || !Array.isArray(pages) || !pages.every((p) => typeof p === 'string'))
    return null;
  return {
    version: version as number,
    source: typeof source === 'string' ? source : '',
    builtAt: typeof builtAt === 'string' ? builtAt : '',
    pages: pages as string[],
  };
}

/**
 * The build's /price-list.json, from the site's own origin; null where there is none that says a version (a dev
 * server answers its app page instead). `whileRebuilding` reads it again every 30 s until the new pages are live.
 */
export function usePublishedPrices(userId: string, whileRebuilding: boolean) {
  return useQuery({
    queryKey: priceKeys.published(userId),
    refetchInterval: whileRebuilding ? 30_000 : false,
    queryFn: async (): Promise<PublishedPrices | null> => {
      try {
        const response = await fetch(new URL('/price-list.json', window.location.href), {
          cache: 'no-store',
        });
        if (!response.ok) return null;
        return asPublishedPrices(await response.json());
      } catch {
        return null;
      }
    },
  });
}
