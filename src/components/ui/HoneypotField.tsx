import { useId, type CSSProperties, type Ref } from 'react';

/**
 * The honeypot's field name, the edge functions' HONEYPOT_FIELD (a test holds them equal). Written out rather than
 * imported: the quick quote shell is prerendered into every page, and the shared schemas module would bring all
 * of zod into the first-load bundle.
 */
export const HONEYPOT_NAME = 'website';

// Moved off-screen rather than `display: none`, which some bots recognise and skip. Inline, so the field stays out
// of sight even when the stylesheet has not loaded.
const offScreen: CSSProperties = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
};

export interface HoneypotFieldProps {
  ref?: Ref<HTMLInputElement>;
  /** What a bot had already typed into a prerendered form this one replaces. */
  defaultValue?: string;
}

/**
 * A text input that people never see or reach (off-screen, out of the tab order, hidden from assistive tech) and
 * bots that fill every input do fill. A form sends its value only when filled (see `filledHoneypot`); the edge
 * functions answer such a request as a success and store nothing.
 */
export function HoneypotField({ ref, defaultValue }: HoneypotFieldProps) {
  const id = useId();
  return (
    <div aria-hidden="true" style={offScreen}>
      <label htmlFor={id}>Leave this field empty</label>
      {/* The data-* attributes keep password managers (1Password, LastPass) from filling it. */}
      <input
        ref={ref}
        id={id}
        name={HONEYPOT_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue={defaultValue}
        data-1p-ignore=""
        data-lpignore="true"
      />
    </div>
  );
}

/**
 * The honeypot's value when it was filled, else undefined. Blank counts as empty, as it does on the server, so
 * a request a person sent never carries the field.
 */
export function filledHoneypot(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
