import { useEffect, useState, type FocusEvent } from 'react';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import X from 'lucide-react/icons/x';
import { SAMPLE_ACTIVITY, TICKER_LABEL } from '@/content/social-proof';
import { REDUCED_MOTION_QUERY, useMediaQuery, WIDE_SCREEN_QUERY } from './viewport';

export const TICKER_INTERVAL_MS = 4000;

/**
 * The social-proof ticker: a small floating note (bottom left, 768 px and wider, where it clears the help card)
 * that changes every 4 s. Screen readers are not interrupted by the rotation (aria-live off); it pauses while
 * hovered or focused, has a pause button and can be hidden; with reduced motion it changes without animating.
 */
export function SocialProofTicker() {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const rotating = wide && !hidden && !paused && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % SAMPLE_ACTIVITY.length),
      TICKER_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [rotating]);

  if (!wide || hidden) return null;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <aside
      aria-label={TICKER_LABEL}
      className="fixed bottom-4 left-4 z-30 flex max-w-sm items-center gap-1 rounded-2xl border border-slate-200 bg-white py-1.5 pr-1.5 pl-4 text-sm text-slate-800 shadow-lg"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="min-w-0 grow pr-1">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{TICKER_LABEL}</p>
        {/* Remounted per entry so that the fade-in starts again; no animation at all with reduced motion. */}
        <p
          key={index}
          aria-live="off"
          data-testid="ticker-entry"
          className={reducedMotion ? undefined : 'transition-opacity duration-500 starting:opacity-0'}
        >
          {SAMPLE_ACTIVITY[index]}
        </p>
      </div>
      <button
        type="button"
        onClick={() => setPaused((value) => !value)}
        aria-pressed={paused}
        aria-label="Pause activity examples"
        className="grid size-11 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        {paused ? (
          <Play aria-hidden="true" className="size-4" />
        ) : (
          <Pause aria-hidden="true" className="size-4" />
        )}
      </button>
      <button
        type="button"
        onClick={() => setHidden(true)}
        aria-label="Hide activity examples"
        className="grid size-11 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
