import * as ToastPrimitive from '@radix-ui/react-toast';
import { useLayoutEffect, useState } from 'react';
import X from 'lucide-react/icons/x';
import { chooseToastSide, toastRoom, toastTop, type ToastSide } from '@/lib/toast-placement';
import { dismissToast, type ToastItem } from './toast-store';

const variantClass = {
  default: 'border-brand-200 bg-white text-slate-900',
  destructive: 'border-red-300 bg-red-50 text-red-950',
} as const;

/**
 * Places the toast away from the focused control and its form (lib/toast-placement.ts), and again while it shows
 * and the focus moves or the page scrolls: a toast never hides the control the visitor is on.
 */
function useToastPlace(toast: HTMLLIElement | null) {
  const [top, setTop] = useState<number>();
  useLayoutEffect(() => {
    if (!toast) return;
    let side: ToastSide | undefined;
    let frame = 0;
    const place = () => {
      frame = 0;
      const room = toastRoom(toast, side);
      side = chooseToastSide(room);
      setTop(toastTop(side, room));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    document.addEventListener('focusin', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      cancelAnimationFrame(frame);
    };
  }, [toast]);
  return top;
}

/**
 * The Radix part of the Toaster: a polite live announcement for ordinary toasts, an assertive one
 * ("foreground") for errors. Keyed by id, so a new toast replaces the current one and restarts its timer.
 * It floats at the top of the viewport under the header, or at its bottom, wherever it leaves the focused control
 * and its form clear; under the header's layer, so an open menu covers it.
 */
export default function ToastView({ current }: { current: ToastItem | null }) {
  // Radix renders the toast into the viewport once that is mounted: placed when the toast's element is there (a new
  // toast is a new element, keyed by id).
  const [toast, setToast] = useState<HTMLLIElement | null>(null);
  const top = useToastPlace(toast);
  return (
    <ToastPrimitive.Provider swipeDirection="right" label="Notification">
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          ref={setToast}
          open
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          duration={current.duration}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={current.variant}
          data-toast
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-12 shadow-lg ${variantClass[current.variant]}`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description className="text-sm leading-snug">
                {current.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        style={{ top }}
        className="fixed inset-x-3 z-30 m-0 ml-auto flex max-w-sm list-none flex-col p-0 outline-none sm:right-4"
      />
    </ToastPrimitive.Provider>
  );
}
