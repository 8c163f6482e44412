import { useEffect, useRef, useState } from 'react';
import Star from 'lucide-react/icons/star';
import { ExternalLink } from '@/components/ui/links';
import { business } from '@/content/business';
import { config } from '@/lib/config';
import { useAutoSlide } from './auto-slide';
import { hasWidgetContent, loadWidgetScript, whenNearViewport } from './widget-script';

/** If the widget shows nothing this long after its script was requested, the fallback link takes its place. */
export const REVIEWS_FALLBACK_MS = 5000;
/** Start loading the widget this far before the section scrolls into view. */
export const REVIEWS_PRELOAD_MARGIN = '200px';

export type ReviewsWidgetState = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ReviewsWidgetProps {
  /** The widget host's script (config.reviewsWidgetSrc by default); none = the review links only. */
  src?: string;
  /** Class the widget host looks for on its container, e.g. Elfsight's `elfsight-app-<id>`. */
  widgetClassName?: string;
  /** Show the star rating above the widget (off where the surrounding section states it already). */
  showRating?: boolean;
}

function RatingSummary() {
  const { value, count } = business.rating;
  const stars = (className: string) =>
    Array.from({ length: 5 }, (_, i) => (
      <Star key={i} aria-hidden="true" className={`size-6 shrink-0 ${className}`} />
    ));
  return (
    <p className="flex flex-wrap items-center gap-3 text-lg text-slate-800">
      {/* Outline stars with filled ones clipped to the exact rating on top: 4.9 shows as 4.9 stars, not 5. */}
      <span className="relative inline-flex" aria-hidden="true">
        <span className="inline-flex text-slate-300">{stars('')}</span>
        <span
          className="absolute inset-y-0 left-0 inline-flex overflow-hidden"
          style={{ width: `${(value / 5) * 100}%` }}
        >
          {stars('fill-accent-400 text-accent-500')}
        </span>
      </span>
      <span>
        <strong className="font-bold text-slate-900">{value.toFixed(1)}</strong> out of 5 from {count} reviews
      </span>
    </p>
  );
}

/**
 * The third-party review carousel. Its script loads only when the section nears the viewport; if the script
 * fails, or nothing appears within 5 s, a link to all reviews on the maps listing takes its place. Once shown,
 * it slides on every 5 s where the widget has a "next" control (auto-slide.ts), with a Pause button, and never
 * for visitors who ask for reduced motion. Without a configured widget the links are shown directly: no
 * stand-in carousel, no made-up reviews.
 */
export function ReviewsWidget({
  src = config.reviewsWidgetSrc,
  widgetClassName = config.reviewsWidgetClass,
  showRating = true,
}: ReviewsWidgetProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ReviewsWidgetState>('idle');
  const autoSlide = useAutoSlide(hostRef, state === 'loaded');

  useEffect(() => {
    const root = rootRef.current;
    const host = hostRef.current;
    if (!src || !root || !host) return;
    let cancelled = false;
    let timer: number | undefined;
    let contentObserver: MutationObserver | undefined;

    const start = () => {
      setState('loading');
      // The widget host renders asynchronously into its container: its content appearing is what counts.
      contentObserver = new MutationObserver(() => {
        if (!hasWidgetContent(host)) return;
        window.clearTimeout(timer);
        setState('loaded');
      });
      contentObserver.observe(host, { childList: true, subtree: true });
      timer = window.setTimeout(() => {
        if (!hasWidgetContent(host)) setState('failed');
      }, REVIEWS_FALLBACK_MS);
      loadWidgetScript(src, host).catch(() => {
        if (cancelled || hasWidgetContent(host)) return;
        window.clearTimeout(timer);
        setState('failed');
      });
    };
    const stopWatching = whenNearViewport(root, REVIEWS_PRELOAD_MARGIN, start);

    return () => {
      cancelled = true;
      stopWatching();
      contentObserver?.disconnect();
      window.clearTimeout(timer);
    };
  }, [src]);

  return (
    <div ref={rootRef} className="mt-8" data-reviews-state={src ? state : 'none'}>
      {showRating && <RatingSummary />}
      {src && (
        // Space is reserved for the carousel so that neither it nor the fallback shifts the page.
        <div className="relative mt-6 min-h-80">
          {/* The widget host owns this element's children; React never renders into it. */}
          <div
            ref={hostRef}
            className={widgetClassName}
            data-reviews-widget=""
            aria-busy={state === 'loading'}
          />
          {autoSlide.running && (
            <button type="button" className="btn btn-outline mt-4" onClick={autoSlide.togglePaused}>
              {autoSlide.paused ? 'Play the reviews' : 'Pause the reviews'}
            </button>
          )}
          {state !== 'loaded' && (
            <div
              role="status"
              className="absolute inset-0 flex flex-col items-center justify-center gap-4 rounded-2xl border border-dashed border-brand-200 bg-white p-6 text-center text-slate-700"
            >
              {state === 'failed' ? (
                <>
                  <p>Our review feed could not be shown here.</p>
                  <ExternalLink href={business.links.mapsReviews} className="btn btn-primary">
                    Read all our reviews
                  </ExternalLink>
                </>
              ) : (
                <p>Loading reviews…</p>
              )}
            </div>
          )}
        </div>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        {!src && (
          <ExternalLink href={business.links.mapsReviews} className="btn btn-primary">
            Read all our reviews
          </ExternalLink>
        )}
        <ExternalLink href={business.links.googleReview} className="btn btn-outline">
          Review us on Google
        </ExternalLink>
        <ExternalLink href={business.links.facebook} className="btn btn-outline">
          Review us on Facebook
        </ExternalLink>
      </div>
    </div>
  );
}
