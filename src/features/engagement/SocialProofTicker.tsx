import Pause from 'lucide-react/icons/pause';
import X from 'lucide-react/icons/x';
import { SAMPLE_ACTIVITY, TICKER_LABEL } from '@/content/social-proof';

/** Each entry shows this long; the rotation is a CSS animation of `SAMPLE_ACTIVITY.length` steps (styles.css). */
export const TICKER_INTERVAL_MS = 4000;

/**
 * The social-proof ticker: a small floating note (bottom left, 768 px and wider) whose entry changes every 4 s,
 * by CSS alone: every entry is in the HTML and one shows at a time. Screen readers are not interrupted by the
 * rotation (aria-live off); it pauses while hovered or focused, has a pause button and can be hidden (the buttons
 * flip attributes on `<html>`, enhance/floating.ts). Like every floating element, it steps aside while the focused
 * control or a toast is under it.
 */
export function SocialProofTicker() {
  return (
    <aside
      aria-label={TICKER_LABEL}
      data-floating="ticker"
      className="ticker fixed bottom-4 left-4 z-30 hidden max-w-sm items-center gap-1 rounded-2xl border border-slate-200 bg-white py-1.5 pr-1.5 pl-4 text-sm text-slate-800 shadow-lg md:flex"
    >
      <div className="min-w-0 grow pr-1">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{TICKER_LABEL}</p>
        <div aria-live="off" className="grid">
          {SAMPLE_ACTIVITY.map((entry, index) => (
            <p
              key={entry}
              data-testid="ticker-entry"
              className="ticker-entry [grid-area:1/1]"
              style={{ animationDelay: `${(index * TICKER_INTERVAL_MS) / 1000}s` }}
            >
              {entry}
            </p>
          ))}
        </div>
      </div>
      <button
        type="button"
        data-toggle="data-ticker-paused"
        aria-pressed="false"
        aria-label="Pause activity examples"
        className="grid size-11 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Pause aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        data-toggle="data-ticker-hidden"
        aria-label="Hide activity examples"
        className="grid size-11 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
