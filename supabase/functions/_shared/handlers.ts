/** Every edge function's handler by name: the Deno entries serve one each, the local API mounts them all. */
import { contactMessage } from './contact-message.ts';
import { deliverNotifications } from './deliver-notifications.ts';
import type { FunctionHandler, FunctionName, PublicFunctionName } from './endpoint.ts';
import { leadNotification } from './lead-notification.ts';
import { LEAD_FUNCTIONS } from './lead-rules.ts';
import { newsletterSignup } from './newsletter-signup.ts';
import { quoteRequest } from './quote-request.ts';
import { referralInvite } from './referral-invite.ts';

export type { CreateSupabaseClient, FunctionDeps } from './deps.ts';
export type { FunctionHandler, FunctionName, PublicFunctionName } from './endpoint.ts';

export const functionHandlers: Record<FunctionName, FunctionHandler> = {
  [LEAD_FUNCTIONS.newsletter]: newsletterSignup,
  [LEAD_FUNCTIONS.quote]: quoteRequest,
  [LEAD_FUNCTIONS.contact]: contactMessage,
  [LEAD_FUNCTIONS.referral]: referralInvite,
  'lead-notification': leadNotification,
  'deliver-notifications': deliverNotifications,
};

/** The functions browsers call (CORS, rate limit, validation); deliver-notifications is not one of them. */
export const publicFunctionNames: PublicFunctionName[] = [
  ...Object.values(LEAD_FUNCTIONS),
  'lead-notification',
];

export const functionNames = Object.keys(functionHandlers) as FunctionName[];
