import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import { FloatingToggle } from './floating-toggle';

interface Control {
  id: string;
  label: string;
  className: string;
}

export interface CollapsibleFloatProps {
  /** The attribute on `<html>` that, present, folds the box into its round button (src/enhance/floating.ts). */
  attribute: string;
  /** The round phone button left in the box's place. */
  restore: Control;
  /** The box's own button that folds it, beside its heading. */
  fold: Control & { icon: ReactNode };
  box: { id: string; as: 'div' | 'section'; label?: string; className: string };
  heading: ReactNode;
  headingRowClassName: string;
  /** The box's actions, under its heading. */
  children: ReactNode;
}

/**
 * A floating box that the visitor can fold into a round phone button and bring back: the help card and the home
 * page's call box. Markup only; the enhancement script flips the attribute and moves the focus between the two
 * buttons.
 */
export function CollapsibleFloat({
  attribute,
  restore,
  fold,
  box,
  heading,
  headingRowClassName,
  children,
}: CollapsibleFloatProps) {
  const Box = box.as;
  return (
    <>
      <FloatingToggle
        id={restore.id}
        attribute={attribute}
        focusTo={fold.id}
        expanded={false}
        label={restore.label}
        className={restore.className}
      >
        <Phone aria-hidden="true" className="size-6" />
      </FloatingToggle>
      <Box id={box.id} aria-label={box.label} className={box.className}>
        <div className={headingRowClassName}>
          {heading}
          <FloatingToggle
            id={fold.id}
            attribute={attribute}
            focusTo={restore.id}
            expanded={true}
            controls={box.id}
            label={fold.label}
            className={fold.className}
          >
            {fold.icon}
          </FloatingToggle>
        </div>
        {children}
      </Box>
    </>
  );
}
