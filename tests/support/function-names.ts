import { functionHandlers, type FunctionName } from '../../supabase/functions/_shared/handlers.ts';

/** Every edge function the handler map serves, for tests that go through each one. */
export const functionNames = Object.keys(functionHandlers) as FunctionName[];

/** The JSON endpoints browsers call: all but the scheduled deliverer and the unsubscribe link's endpoint. */
export const publicFunctionNames = functionNames.filter(
  (name) => name !== 'deliver-notifications' && name !== 'unsubscribe',
);
