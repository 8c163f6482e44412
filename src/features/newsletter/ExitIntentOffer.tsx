import { useEffect, useState, type ComponentType } from 'react';
import { armExitIntent, takeExitOfferRequest } from './exit-intent';
import type { ExitIntentDialogProps } from './ExitIntentDialog';

const loadDialog = () => import('./ExitIntentDialog').then((module) => module.ExitIntentDialog);

/**
 * The exit-intent offer (home page): a dialog offering the welcome code for an email, opened at the moment
 * features/newsletter/exit-intent.ts decides. On a public page that script watches for the moment and loads this island then,
 * so it opens as it mounts; in the app it arms the same rule itself.
 */
export function ExitIntentOffer() {
  const [Dialog, setDialog] = useState<ComponentType<ExitIntentDialogProps> | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const show = () =>
      loadDialog().then(
        (Component) => {
          if (cancelled) return;
          setDialog(() => Component);
          setOpen(true);
        },
        () => undefined,
      );
    if (takeExitOfferRequest()) {
      void show();
      return () => {
        cancelled = true;
      };
    }
    const stop = armExitIntent(() => void show());
    return () => {
      cancelled = true;
      stop();
    };
  }, []);

  return Dialog ? <Dialog open={open} onOpenChange={setOpen} /> : null;
}
