/**
 * The one-toast store: `toast()` is callable from anywhere (forms, effects, plain modules) and a new toast
 * replaces the current one, so at most one is ever visible (spec: "at most one toast visible at a time").
 */

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; the spec allows 4000-5000. */
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
