/**
 * Where a toast shows: at the top of the viewport, under the sticky header, or at its bottom, whichever covers
 * neither the control that has the focus (WCAG 2.2 Focus Not Obscured) nor, as far as it can, the form the toast
 * reports on. The toast sits under the header's layer, so an open menu covers it rather than the other way round,
 * and the floating elements step aside for it (enhance/floating.ts).
 */
export type ToastSide = 'top' | 'bottom';

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface ToastRoom {
  viewportHeight: number;
  /** The sticky header's bottom edge in the viewport (0 without one). */
  headerBottom: number;
  /** The toast's own box wherever it is now: its side changes, its width and height do not. */
  toast: Box;
  /** The focused control: never covered while the other side leaves it clear. */
  focused?: Box;
  /** The form the focused control is in: covered as little as the sides allow. */
  form?: Box;
  /**
   * The side it shows on now: while a control has the focus, it stays there as long as that side covers no more
   * than the other (it does not jump as the focus moves); with nothing focused it goes back under the header, clear
   * of the floating elements at the bottom.
   */
  current?: ToastSide;
}

/** Pixels between the toast and the header or the viewport's edge, and kept clear around the focused control. */
export const TOAST_MARGIN = 8;

function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The toast's top edge on a side. */
export function toastTop(side: ToastSide, room: ToastRoom): number {
  const height = room.toast.bottom - room.toast.top;
  return side === 'top'
    ? Math.max(0, room.headerBottom) + TOAST_MARGIN
    : room.viewportHeight - TOAST_MARGIN - height;
}

export function chooseToastSide(room: ToastRoom): ToastSide {
  const height = room.toast.bottom - room.toast.top;
  const covers = (side: ToastSide) => {
    const top = toastTop(side, room);
    const box = { top, bottom: top + height, left: room.toast.left, right: room.toast.right };
    const focused = room.focused
      ? overlapArea(box, {
          top: room.focused.top - TOAST_MARGIN,
          bottom: room.focused.bottom + TOAST_MARGIN,
          left: room.focused.left - TOAST_MARGIN,
          right: room.focused.right + TOAST_MARGIN,
        })
      : 0;
    return [focused > 0 ? 1 : 0, focused, room.form ? overlapArea(box, room.form) : 0];
  };
  const first = (room.focused && room.current) || 'top';
  const second = first === 'top' ? 'bottom' : 'top';
  const [a, b] = [covers(first), covers(second)];
  const differs = a.findIndex((value, i) => value !== b[i]);
  return differs >= 0 && b[differs]! < a[differs]! ? second : first;
}

/** Reads the page for `chooseToastSide`: the header, the focused control and its form, the toast's box. */
export function toastRoom(toast: Element, current?: ToastSide): ToastRoom {
  const active = document.activeElement;
  const focused =
    active && active !== document.body && !toast.contains(active)
      ? active.getBoundingClientRect()
      : undefined;
  return {
    viewportHeight: window.innerHeight,
    headerBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
    toast: toast.getBoundingClientRect(),
    focused,
    form: focused && active?.closest('form')?.getBoundingClientRect(),
    current,
  };
}
