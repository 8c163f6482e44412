import { useEffect, useState, type ComponentType } from 'react';
import { EXIT_INTENT_DELAY_MS, isTouchOnly, leftThroughTop, markShown, shownRecently } from './exit-intent';
import type { ExitIntentDialogProps } from './ExitIntentDialog';

// Radix Dialog and the form load only once the visitor heads for the top of the window, within the 3 s delay.
const loadDialog = () => import('./ExitIntentDialog').then((module) => module.ExitIntentDialog);

// Once per page load, even if the home page is left and opened again without a reload.
let firedThisPageLoad = false;

/**
 * The exit-intent offer (home page): 3 s after the pointer leaves through the top of the window, a dialog offers
 * the welcome code for an email. At most once per page load, not again for a day, never on touch-only devices.
 */
export function ExitIntentOffer() {
  const [Dialog, setDialog] = useState<ComponentType<ExitIntentDialogProps> | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (firedThisPageLoad || isTouchOnly() || shownRecently()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;

    function onMouseOut(event: MouseEvent) {
      if (!leftThroughTop(event) || firedThisPageLoad) return;
      firedThisPageLoad = true;
      document.removeEventListener('mouseout', onMouseOut);
      const dialog = loadDialog();
      timer = setTimeout(() => {
        // Another tab may have shown it meanwhile.
        if (shownRecently()) return;
        dialog.then(
          (Component) => {
            if (cancelled) return;
            markShown();
            setDialog(() => Component);
            setOpen(true);
          },
          () => undefined,
        );
      }, EXIT_INTENT_DELAY_MS);
    }

    document.addEventListener('mouseout', onMouseOut);
    return () => {
      cancelled = true;
      document.removeEventListener('mouseout', onMouseOut);
      if (timer) clearTimeout(timer);
    };
  }, []);

  return Dialog ? <Dialog open={open} onOpenChange={setOpen} /> : null;
}
