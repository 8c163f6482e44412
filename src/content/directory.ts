/** The business's citation facts (name, address, phone...) as directories and map listings ask for them. */
import { business, formatHours } from './business';
import { prices } from './price-text';
import { coreTowns } from './service-area-towns';

const { weekly, oneTime } = prices;

export const directoryDescriptions = {
  short: `${business.name} is a ${business.ownership} pooper scooper service: weekly and one-time dog poop removal for homes, apartments and HOAs in Waco, Hewitt and ${business.county}.`,
  long: `${business.name} removes dog waste from yards across ${business.county}, Texas. Weekly scooping starts at ${weekly}/week with eco-friendly deodorizing included, one-time yard cleanups start at ${oneTime}, and apartment communities, HOAs and businesses get custom pricing. Based in ${business.address.locality}, TX and serving the area since ${business.foundedYear}; licensed and insured in Texas; same-day service available.`,
};

export interface CitationFact {
  label: string;
  value: string;
  /** Link target when the value is one (phone, email, website). */
  href?: string;
}

export function citationFacts(siteUrl: string): CitationFact[] {
  return [
    { label: 'Business name', value: business.name },
    {
      label: 'Phone',
      value: `${business.phone.digits} (${business.phone.display})`,
      href: business.phone.href,
    },
    { label: 'Email', value: business.email, href: `mailto:${business.email}` },
    { label: 'Website', value: siteUrl, href: `${siteUrl}/` },
    {
      label: 'Address',
      value: `${business.address.locality}, ${business.address.region} ${business.address.postalCode} (service-area business; no street address shown)`,
    },
    { label: 'Hours', value: formatHours() },
    { label: 'Phone answered', value: business.phoneAvailability },
    { label: 'Categories', value: business.serviceTypes.join(', ') },
    { label: 'Service area', value: `${coreTowns.map((t) => t.name).join(', ')} (${business.county}, TX)` },
    { label: 'Payment accepted', value: business.paymentAccepted.join(', ') },
    { label: 'Founded', value: String(business.foundedYear) },
    { label: 'Price range', value: `From ${weekly}/week (weekly); from ${oneTime} (one-time cleanup)` },
  ];
}
