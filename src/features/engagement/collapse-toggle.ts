import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * Collapsed state of a floating widget whose toggle button is swapped for its counterpart on each press
 * (close in the open widget, a round restore button when collapsed). Spread `toggleButtonProps` on whichever
 * button is rendered and put `panelId` on the open widget: after a press, keyboard focus moves to the counterpart
 * instead of falling back to the page.
 */
export function useCollapseToggle() {
  const [collapsed, setCollapsed] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  const panelId = useId();

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    toggleRef.current?.focus();
  }, [collapsed]);

  const toggle = useCallback(() => {
    moveFocus.current = true;
    setCollapsed((value) => !value);
  }, []);

  return {
    collapsed,
    panelId,
    toggleButtonProps: {
      ref: toggleRef,
      type: 'button' as const,
      onClick: toggle,
      'aria-expanded': !collapsed,
      // The collapsed widget is not rendered, so only the close button points at it.
      'aria-controls': collapsed ? undefined : panelId,
    },
  };
}
