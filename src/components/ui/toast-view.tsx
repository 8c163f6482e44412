import * as ToastPrimitive from '@radix-ui/react-toast';
import { createPortal } from 'react-dom';
import X from 'lucide-react/icons/x';
import { dismissToast, type ToastItem } from './toast-store';

const variantClass = {
  default: 'border-brand-200 bg-white text-slate-900',
  destructive: 'border-red-300 bg-red-50 text-red-950',
} as const;

/**
 * The Radix part of the Toaster: a polite live announcement for ordinary toasts, an assertive one
 * ("foreground") for errors. Keyed by id, so a new toast replaces the current one and restarts its timer.
 *
 * The toast shows in the sticky header's toast slot, in its flow (the header grows by it): so it covers no control
 * of the page and never sits on the help card, and the floating elements step aside while it shows (styles.css).
 * Where there is no header (a test), it floats at the bottom right.
 */
export default function ToastView({ current }: { current: ToastItem | null }) {
  const slot = typeof document === 'undefined' ? null : document.querySelector('[data-toast-slot]');
  const view = (
    <ToastPrimitive.Provider swipeDirection="right" label="Notification">
      {current && (
        <ToastPrimitive.Root
          key={current.id}
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
        className={
          slot
            ? 'm-0 ml-auto flex w-full max-w-sm list-none flex-col p-0 outline-none [&>li]:my-2'
            : 'fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none'
        }
      />
    </ToastPrimitive.Provider>
  );
  return slot ? createPortal(view, slot) : view;
}
