import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import Share2 from 'lucide-react/icons/share-2';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { business } from '@/content/business';
import { prices } from '@/content/price-text';
import { referralProgramme } from '@/content/account';

/** The link a friend opens: this site's /ref/{CODE} (it keeps the code for their sign-up). */
export const referralLink = (code: string, origin = window.location.origin) => `${origin}/ref/${code}`;

const COPIED_FOR_MS = 3000;

const noChanges = () => () => {};
const hasShareSheet = () => typeof navigator.share === 'function';

/** The client's code and link, a copy button, the phone's share sheet where there is one, and how it works. */
export function ReferralShareCard({ code }: { code: string }) {
  const link = referralLink(code);
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const canShare = useSyncExternalStore(noChanges, hasShareSheet, () => false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyFailed(false);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, an old browser): the link is selectable text right above.
      setCopyFailed(true);
    }
  };

  const share = async () => {
    try {
      await navigator.share({
        title: `${business.name}: ${prices.referral} off your first yard cleanup`,
        text: `I use ${business.name} for our yard. Sign up with my link and we both save ${prices.referral}:`,
        url: link,
      });
    } catch {
      // Closing the share sheet rejects too; nothing to report.
    }
  };

  return (
    <section
      aria-labelledby="referral-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="referral-title" className="text-xl font-bold text-slate-900">
        {referralProgramme.title}
      </h2>
      <dl className="mt-4 grid gap-3">
        <div>
          <dt className="text-sm font-semibold text-slate-600">Your referral code</dt>
          <dd className="font-mono text-2xl font-bold tracking-wider text-brand-900">{code}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Your link</dt>
          <dd className="font-mono text-sm break-all text-slate-900 select-all" data-testid="referral-link">
            {link}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="size-5" />
          ) : (
            <Copy aria-hidden="true" className="size-5" />
          )}
          {copied ? 'Link copied' : 'Copy link'}
        </button>
        {canShare && (
          <button type="button" className="btn btn-outline" onClick={() => void share()}>
            <Share2 aria-hidden="true" className="size-5" />
            Share
          </button>
        )}
      </div>
      <p role="status" className="mt-2 text-sm text-slate-700">
        {copied ? 'The link is on your clipboard: paste it into a text or an email.' : ''}
        {copyFailed ? 'Copying is not allowed here: select the link above and copy it yourself.' : ''}
      </p>
      <h3 className="mt-4 font-semibold text-slate-900">How it works</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
        {referralProgramme.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
