import type { ReactNode } from 'react';

export interface FloatingToggleProps {
  id: string;
  /** The attribute on `<html>` the click flips (src/enhance/floating.ts), which CSS reads. */
  attribute: string;
  /** The toggle that appears in this one's place, which takes the focus. */
  focusTo: string;
  expanded: boolean;
  /** The box this toggle shows or hides, when it stays on screen beside it. */
  controls?: string;
  label: string;
  className: string;
  children: ReactNode;
}

/**
 * A floating element's minimise or restore button. It works by markup alone: the enhancement script reads
 * `data-toggle` and `data-toggle-focus`, so the React components only describe it.
 */
export function FloatingToggle({
  id,
  attribute,
  focusTo,
  expanded,
  controls,
  label,
  className,
  children,
}: FloatingToggleProps) {
  return (
    <button
      id={id}
      type="button"
      data-toggle={attribute}
      data-toggle-focus={focusTo}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={label}
      className={className}
    >
      {children}
    </button>
  );
}
