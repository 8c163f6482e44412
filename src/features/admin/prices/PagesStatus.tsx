import { useId } from 'react';
import { formatDateTime } from '@/lib/account-query';
import type { PublishedPrices } from './price-list-api';

/** Where asking for a rebuild stands: not asked, asking, started, impossible without a deploy hook, failed. */
export type RebuildState =
  { state: 'idle' | 'starting' | 'started' | 'no-hook' } | { state: 'failed'; message: string };

const cardClass = 'min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

/**
 * Which price list the site's pages show. The build writes /price-list.json (the version its pages were built with
 * and which pages show a price); when that is older than the saved list, the pages still show the old prices until
 * the site is built again: by the deploy hook the save started (a few minutes), else by the next deploy.
 */
export function PagesStatus({
  activeVersion,
  published,
  checking,
  rebuild,
  onRebuild,
}: {
  activeVersion: number;
  published: PublishedPrices | null | undefined;
  checking: boolean;
  rebuild: RebuildState;
  onRebuild: () => void;
}) {
  const id = useId();
  const stale = published && published.version !== activeVersion;
  return (
    <section aria-labelledby={id} className={stale ? `${cardClass} border-amber-400 bg-amber-50` : cardClass}>
      <h3 id={id} className="text-lg font-bold text-slate-900">
        The site’s pages
      </h3>
      <div role="status" className="mt-1 grid gap-2 text-slate-800">
        {checking ? (
          <p>Checking which prices the pages show…</p>
        ) : !published ? (
          <p>
            This site cannot tell which prices its pages show: its build wrote no /price-list.json (a
            development server has none).
          </p>
        ) : !stale ? (
          <p>
            The pages show these prices (version {activeVersion}
            {published.builtAt ? `, built ${formatDateTime(published.builtAt)}` : ''}).
          </p>
        ) : rebuild.state === 'started' ? (
          <p className="font-semibold">
            The site is being rebuilt: the pages will show version {activeVersion} when it finishes, in a few
            minutes. Until then they show version {published.version}.
          </p>
        ) : (
          <>
            <p className="font-semibold">
              These pages still show the prices of version {published.version}, until the site is built again:
            </p>
            <ul className="list-disc pl-5">
              {published.pages.map((page) => (
                <li key={page}>
                  <a href={page} className="text-brand-800 underline underline-offset-2">
                    {page}
                  </a>
                </li>
              ))}
            </ul>
            <p>
              {rebuild.state === 'failed'
                ? `The rebuild could not be started (${rebuild.message}): the next deploy will show the new prices.`
                : rebuild.state === 'no-hook'
                  ? 'Saving does not rebuild this site (no deploy hook is set up): the next deploy will show the new prices.'
                  : 'The next deploy will show the new prices.'}
            </p>
          </>
        )}
      </div>
      {stale && (rebuild.state === 'idle' || rebuild.state === 'starting' || rebuild.state === 'failed') && (
        <button
          type="button"
          className="btn btn-outline mt-3"
          aria-disabled={rebuild.state === 'starting' || undefined}
          onClick={() => rebuild.state !== 'starting' && onRebuild()}
        >
          {rebuild.state === 'starting' ? 'Starting the rebuild…' : 'Rebuild the pages now'}
        </button>
      )}
    </section>
  );
}
