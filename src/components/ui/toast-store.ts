/**
 * The one-toast store: `toast()` is callable from anywhere (forms, effects, plain modules) and a new toast
 * replaces the current one, so at most one is ever visible (docs/product.md).
 */

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself: 4000-5000 (docs/product.md). */
  duration?: number;
}

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
}

export interface ToastState {
  current: ToastItem | null;
  /** True once any toast was asked for: the Toaster loads its Radix view only from then on. */
  started: boolean;
}

export const DEFAULT_TOAST_DURATION = 5000;

let state: ToastState = { current: null, started: false };
let nextId = 1;
const listeners = new Set<() => void>();

function setState(next: ToastState) {
  state = next;
  for (const listener of listeners) listener();
}

export function toast({
  title,
  description,
  variant = 'default',
  duration = DEFAULT_TOAST_DURATION,
}: ToastOptions): number {
  const id = nextId++;
  setState({ current: { id, title, description, variant, duration }, started: true });
  return id;
}

/** Closes the toast with this id (or the current one); a toast that was already replaced stays replaced. */
export function dismissToast(id?: number): void {
  if (!state.current || (id !== undefined && state.current.id !== id)) return;
  setState({ ...state, current: null });
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToastState = (): ToastState => state;

const serverState: ToastState = { current: null, started: false };
/** What the server render and the hydrating client both see: no toast. */
export const getServerToastState = (): ToastState => serverState;

const PENDING_KEY = 'brazos:toast-on-next-page';

/**
 * For a toast that announces a move to another document (signed in, then the dashboard loads): kept in the tab's
 * session storage and shown by the next page's Toaster. Where storage is refused, the toast is shown here instead.
 */
export function toastOnNextPage(options: ToastOptions): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(options));
  } catch {
    toast(options);
  }
}

/** Whether the previous page left a toast for this one (read without taking it). */
export function hasPendingToast(): boolean {
  try {
    return sessionStorage.getItem(PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

/** The toast the previous page left for this one, once. */
export function takePendingToast(): ToastOptions | null {
  try {
    const stored = sessionStorage.getItem(PENDING_KEY);
    if (stored === null) return null;
    sessionStorage.removeItem(PENDING_KEY);
    const options = JSON.parse(stored) as Partial<ToastOptions>;
    return typeof options.title === 'string' ? (options as ToastOptions) : null;
  } catch {
    return null;
  }
}
