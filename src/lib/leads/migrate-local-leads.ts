import { UNIQUE_VIOLATION } from '@shared/lead-rules';
import { believedSignupDate } from '@shared/signup-date';
import type { AppSupabaseClient } from '@/lib/supabase';
import {
  LEGACY_LEADS_KEY,
  LOCAL_LEADS_KEY,
  readArray,
  readLegacyLeads,
  readLocalLeads,
  writeArray,
} from './outbox-store';

export interface MigrationReport {
  /** Stored now. */
  moved: number;
  /** Already in the table (23505): nothing to store, and cleared from this browser like the moved ones. */
  duplicates: number;
  /** Refused or not reached (invalid, offline): still in this browser. */
  kept: number;
}

/**
 * The admin's "Migrate Local Data", beside the outbox whose storage it reads: moves the newsletter leads this browser
 * keeps under its two storage keys (docs/product.md) into newsletter_subscribers (as the signed-in admin; RLS lets
 * only admins insert), ignoring duplicates (23505), and clears from this browser only what the table now holds.
 */
export async function migrateLocalLeads(supabase: AppSupabaseClient): Promise<MigrationReport> {
  const leads = [
    ...readLocalLeads().map((lead) => ({ key: LOCAL_LEADS_KEY, ...lead })),
    ...readLegacyLeads().map((lead) => ({ key: LEGACY_LEADS_KEY, ...lead })),
  ];
  const report: MigrationReport = { moved: 0, duplicates: 0, kept: 0 };
  const done = new Map<string, Set<string>>([
    [LOCAL_LEADS_KEY, new Set()],
    [LEGACY_LEADS_KEY, new Set()],
  ]);
  for (const lead of leads) {
    const { error } = await supabase.from('newsletter_subscribers').insert({
      email: lead.email,
      source: lead.source,
      page: lead.page ?? null,
      // The date the visitor signed up, by the rule the newsletter-signup function applies to kept leads.
      subscribed_at: believedSignupDate(lead.subscribedAt) ?? new Date().toISOString(),
    });
    if (!error) report.moved++;
    else if (error.code === UNIQUE_VIOLATION) report.duplicates++;
    else {
      report.kept++;
      continue;
    }
    done.get(lead.key)!.add(lead.email.trim().toLowerCase());
  }
  // Re-read each key before writing it back, so a lead saved meanwhile (another tab, a form) survives.
  for (const [key, emails] of done) {
    if (emails.size === 0) continue;
    writeArray(
      key,
      readArray(key).filter(
        (item) =>
          !(
            typeof item === 'object' &&
            item !== null &&
            typeof (item as { email?: unknown }).email === 'string' &&
            emails.has((item as { email: string }).email.trim().toLowerCase())
          ),
      ),
    );
  }
  return report;
}

export const pendingLocalLeads = () => readLocalLeads().length + readLegacyLeads().length;
