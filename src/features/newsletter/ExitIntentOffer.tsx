import { useEffect, useState, type ComponentType } from 'react';
import { EXIT_INTENT_DELAY_MS, isTouchOnly, leftThroughTop, markShown, shownRecently } from './exit-intent';
import type { ExitIntentDialogProps } from './ExitIntentDialog';

type DialogComponent = ComponentType<ExitIntentDialogProps>;

// Radix Dialog and the form load once the offer is armed, so that a leave afterwards opens it without a wait.
const loadDialog = () => import('./ExitIntentDialog').then((module) => module.ExitIntentDialog);

// Once per page load, even if the home page is left and opened again without a reload.
let firedThisPageLoad = false;

/**
 * The exit-intent offer (home page): once the visitor has been on the page 3 s, the pointer leaving through the top
 * of the window opens a dialog at once that offers the welcome code for an email. A leave in the first 3 s is a
 * visitor finding their way, not leaving: it opens nothing, then or later. At most once per page load, not again
 * for a day, never on touch-only devices.
 */
export function ExitIntentOffer() {
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (firedThisPageLoad || isTouchOnly() || shownRecently()) return;
    let cancelled = false;
    let loaded: DialogComponent | undefined;
    let left = false;

    function openNow() {
      // Another tab may have shown it since this page opened.
      if (cancelled || shownRecently()) return;
      markShown();
      setOpen(true);
    }

    function load() {
      loadDialog().then(
        (Component) => {
          if (cancelled || loaded) return;
          loaded = Component;
          setDialog(() => Component);
          // The pointer left while the code was still on its way.
          if (left) openNow();
        },
        // Offline: a leave tries again.
        () => undefined,
      );
    }

    function onMouseOut(event: MouseEvent) {
      if (!leftThroughTop(event) || firedThisPageLoad) return;
      firedThisPageLoad = true;
      left = true;
      document.removeEventListener('mouseout', onMouseOut);
      if (loaded) openNow();
      else load();
    }

    const arm = setTimeout(() => {
      load();
      document.addEventListener('mouseout', onMouseOut);
    }, EXIT_INTENT_DELAY_MS);

    return () => {
      cancelled = true;
      clearTimeout(arm);
      document.removeEventListener('mouseout', onMouseOut);
    };
  }, []);

  return Dialog ? <Dialog open={open} onOpenChange={setOpen} /> : null;
}
