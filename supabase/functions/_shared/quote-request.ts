/**
 * quote-request: stores the quote form (any 5-digit ZIP is accepted; whether it is in the listed service area is
 * stored and answered), then notifies the owners in the background.
 */
import { defineEndpoint } from './endpoint.ts';
import { insertLead } from './lead-store.ts';
import { detailLines } from './notify.ts';
import { isServiceAreaZip, quoteRequestSchema } from './schemas.ts';

export const quoteRequest = defineEndpoint({
  name: 'quote-request',
  schema: quoteRequestSchema,
  async handle({ clientId, name, zipCode, dogCount, page }, context) {
    const inServiceArea = isServiceAreaZip(zipCode);
    const stored = await insertLead(
      context.client,
      'quote_requests',
      { name, zip_code: zipCode, dog_count: dogCount, page: page ?? null, in_service_area: inServiceArea },
      clientId,
    );
    if (stored === 'retry') return { inServiceArea, duplicate: true };

    const dogs = dogCount === 4 ? '4+' : String(dogCount);
    context.notifyInBackground({
      kind: 'quote-request',
      subject: `New quote request: ${name}, ${zipCode}, ${dogs} dog${dogCount === 1 ? '' : 's'}`,
      body: detailLines([
        ['Name', name],
        ['ZIP code', zipCode],
        ['Service area', inServiceArea ? 'yes' : 'not a listed ZIP code: confirm coverage'],
        ['Dogs', dogs],
        ['Page', page],
      ]),
      payload: { name, zipCode, dogCount, page: page ?? null, inServiceArea },
    });
    return { inServiceArea };
  },
});
