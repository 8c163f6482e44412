import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

/** Fast chunk loads should not flash a loading bar: show it only when a navigation takes this long. */
const SHOW_AFTER_MS = 300;

/**
 * A slow client-side navigation's sign: a thin bar along the top edge of the window, where it covers no link or
 * control of the header, with `Loading...` for screen readers.
 */
export function NavigationSpinner() {
  const loading = useNavigation().state === 'loading';
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => setSlow(true), SHOW_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      setSlow(false);
    };
  }, [loading]);

  if (!loading || !slow) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-[3px] overflow-hidden bg-brand-100"
    >
      <span aria-hidden="true" className="loading-bar block h-full w-1/3 bg-brand-700" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
