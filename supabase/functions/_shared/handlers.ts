/** Every edge function's handler by name: the Deno entries serve one each, the local API mounts them all. */
import { contactMessage } from './contact-message.ts';
import type { FunctionHandler, FunctionName } from './endpoint.ts';
import { leadNotification } from './lead-notification.ts';
import { newsletterSignup } from './newsletter-signup.ts';
import { quoteRequest } from './quote-request.ts';
import { referralInvite } from './referral-invite.ts';

export type { CreateSupabaseClient, FunctionDeps } from './deps.ts';
export type { FunctionHandler, FunctionName } from './endpoint.ts';

export const functionHandlers: Record<FunctionName, FunctionHandler> = {
  'newsletter-signup': newsletterSignup,
  'lead-notification': leadNotification,
  'quote-request': quoteRequest,
  'contact-message': contactMessage,
  'referral-invite': referralInvite,
};

export const functionNames = Object.keys(functionHandlers) as FunctionName[];
