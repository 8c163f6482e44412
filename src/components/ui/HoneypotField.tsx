import { useContext, useId, type CSSProperties, type Ref } from 'react';
import { HONEYPOT_FIELD } from '@shared/lead-rules';
import { CarriedValuesContext } from './carried-values';

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
  /**
   * What a bot had already typed into a prerendered form this one replaces; inside a `CarriedValuesContext`, what
   * the shell's trap held.
   */
  defaultValue?: string;
}

/**
 * A text input that people never see or reach (off-screen, out of the tab order, hidden from assistive tech) and
 * bots that fill every input do fill. A form passes its value to `sendLead`, which sends it only when filled; the
 * edge functions answer such a request as a success and store nothing. The field name comes from the zod-free rules
 * module, so the prerendered quick quote shell carries no validation code into the first load.
 */
export function HoneypotField({ ref, defaultValue }: HoneypotFieldProps) {
  const id = useId();
  const carried = useContext(CarriedValuesContext)[HONEYPOT_FIELD];
  return (
    <div aria-hidden="true" style={offScreen}>
      <label htmlFor={id}>Leave this field empty</label>
      {/* The data-* attributes keep password managers (1Password, LastPass) from filling it. */}
      <input
        ref={ref}
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue={defaultValue ?? carried}
        data-1p-ignore=""
        data-lpignore="true"
      />
    </div>
  );
}
