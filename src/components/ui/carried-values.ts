import { createContext } from 'react';

/**
 * What the visitor typed into a form's static shell before the form's code arrived, by field name. A form built
 * on useLeadForm starts from these, so the swap from the shell to the live form loses no keystroke.
 */
export const CarriedValuesContext = createContext<Readonly<Record<string, string>>>({});
