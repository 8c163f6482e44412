/**
 * quote-request: stores the quote form (any 5-digit ZIP is accepted; whether it is in the listed service area is
 * stored and answered). A quote in the area is priced here, from the active price list, whatever the request says;
 * one outside it is a waiting-list entry and is not priced. The owners' notification is written with the row (see
 * the durable_notifications migration).
 */
import { defineEndpoint } from './endpoint.ts';
import { ServiceUnavailable } from './http.ts';
import { LEAD_FUNCTIONS, limits } from './browser-safe/lead-rules.ts';
import { insertLead } from './lead-store.ts';
import { readActivePriceList } from './price-list-store.ts';
import { estimate } from './browser-safe/pricing.ts';
import { quoteRequestSchema } from './browser-safe/schemas.ts';
import { isServiceAreaZip } from './browser-safe/service-area.ts';

export const quoteRequest = defineEndpoint({
  name: LEAD_FUNCTIONS.quote,
  schema: quoteRequestSchema,
  async handle(
    {
      clientId,
      name,
      zipCode,
      dogCount,
      contact,
      page,
      referralCode,
      plan,
      lastCleaned,
      yardSize,
      welcomeCode,
    },
    { client, userId, userEmail },
  ) {
    const inServiceArea = isServiceAreaZip(zipCode);
    const priced = inServiceArea
      ? estimate(
          await readActivePriceList(client).catch((error: unknown) => {
            throw new ServiceUnavailable(String(error));
          }),
          {
            plan,
            dogs: dogCount,
            lastCleaned: lastCleaned || undefined,
            yardSize: yardSize || undefined,
            welcomeCode,
            referralCode: referralCode !== undefined,
          },
        )
      : null;
    // A signed-in client who left no phone or email is answered at their account's address (from the verified
    // token, never from the body), and told so: the reply says which address the owners will use.
    const accountContact = !contact && userEmail && userEmail.length <= limits.email ? userEmail : undefined;
    const stored = await insertLead(
      client,
      'quote_requests',
      {
        name,
        zip_code: zipCode,
        dog_count: dogCount,
        contact: contact ?? accountContact ?? null,
        page: page ?? null,
        referral_code: referralCode ?? null,
        in_service_area: inServiceArea,
        user_id: userId,
        plan,
        last_cleaned: lastCleaned || null,
        yard_size: yardSize || null,
        welcome_code: welcomeCode === true,
        estimate: priced,
        price_list_version: priced?.priceListVersion ?? null,
      },
      clientId,
    );
    const reply = { inServiceArea, ...(accountContact && { accountContact }) };
    if (stored === 'inserted') return { ...reply, estimate: priced };
    // A resend is answered with the estimate stored the first time, which a newer list does not change.
    const first = await client.from('quote_requests').select('estimate').eq('id', clientId!).single();
    if (first.error) throw new ServiceUnavailable(`quote_requests estimate: ${first.error.message}`);
    return { ...reply, estimate: (first.data as { estimate: unknown }).estimate, duplicate: true };
  },
});
