import { useCallback, useEffect, useRef, useState } from 'react';
import { usePathname } from '@/lib/navigation';

/**
 * State of a disclosure (a button that shows and hides a panel): Escape closes it and puts focus back
 * on the button; a pointer press or keyboard focus outside the button and the panel closes it, and so does
 * any route change.
 */
export function useDisclosure<Panel extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<Panel>(null);

  // Adjusting state while rendering (not in an effect) closes the panel in the same render as the new page.
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const closeIfOutside = (event: Event) => {
      const target = event.target as Node | null;
      if (target && (buttonRef.current?.contains(target) || panelRef.current?.contains(target))) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [open]);

  const toggle = useCallback(() => setOpen((o) => !o), []);
  const close = useCallback(() => setOpen(false), []);

  return { open, toggle, close, buttonRef, panelRef };
}
