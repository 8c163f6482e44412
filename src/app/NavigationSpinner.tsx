import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

/** Fast chunk loads should not flash a spinner: show it only when a navigation takes this long. */
const SHOW_AFTER_MS = 300;

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
    <div role="status" aria-live="polite" className="fixed inset-x-0 top-20 z-50 flex justify-center">
      <span className="flex items-center gap-3 rounded-full bg-white px-5 py-2 text-sm font-semibold text-brand-900 shadow-lg ring-1 ring-slate-200">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        />
        Loading...
      </span>
    </div>
  );
}
