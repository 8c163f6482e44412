/** Every edge function's handler by name: the Deno entries serve one each, the local API mounts them all. */
import { contactMessage } from './contact-message.ts';
import { deliverNotifications, DELIVERY_METHODS } from './deliver-notifications.ts';
import { PUBLIC_FUNCTION_METHODS, type FunctionHandler, type FunctionName } from './endpoint.ts';
import { LEAD_FUNCTIONS } from './browser-safe/lead-rules.ts';
import { newsletterSignup } from './newsletter-signup.ts';
import { PUBLISH_PRICES_FUNCTION, publishPrices } from './publish-prices.ts';
import { quoteRequest } from './quote-request.ts';
import { referralCodeCheck } from './referral-code-check.ts';
import { REFERRAL_CODE_CHECK_FUNCTION } from './browser-safe/referral-code-rules.ts';
import { referralInvite } from './referral-invite.ts';
import { unsubscribe, UNSUBSCRIBE_FUNCTION, UNSUBSCRIBE_METHODS } from './unsubscribe.ts';

export type { CreateSupabaseClient, FunctionDeps } from './deps.ts';
export type { FunctionHandler, FunctionName, PublicFunctionName } from './endpoint.ts';

export const functionHandlers: Record<FunctionName, FunctionHandler> = {
  [LEAD_FUNCTIONS.newsletter]: newsletterSignup,
  [LEAD_FUNCTIONS.quote]: quoteRequest,
  [LEAD_FUNCTIONS.contact]: contactMessage,
  [LEAD_FUNCTIONS.referral]: referralInvite,
  [REFERRAL_CODE_CHECK_FUNCTION]: referralCodeCheck,
  [PUBLISH_PRICES_FUNCTION]: publishPrices,
  'deliver-notifications': deliverNotifications,
  [UNSUBSCRIBE_FUNCTION]: unsubscribe,
};

/** The methods a function answers: the Allow header of its 405, for a gateway that refuses a method itself. */
export const allowedMethods = (name: FunctionName): string =>
  name === 'deliver-notifications'
    ? DELIVERY_METHODS
    : name === UNSUBSCRIBE_FUNCTION
      ? UNSUBSCRIBE_METHODS
      : PUBLIC_FUNCTION_METHODS;
