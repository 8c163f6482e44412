import { Link } from 'react-router-dom';
import { townGroups, zipTableRows } from '@/content/area-copy';
import { business } from '@/content/business';
import { neighborhoods } from '@/content/neighborhoods';
import { areaServedFor } from '@/content/places';
import { priceText } from '@/content/price-text';
import { listWords } from '@/content/words';
import { coreTowns } from '@/content/service-area-towns';
import type { Faq } from '@/content/types';
import { DataTable } from '@/components/ui/DataTable';
import { PrimaryActions } from '@/components/ui/PrimaryActions';
import { faqJsonLd, serviceJsonLd } from '@/features/seo/jsonld';
import { LinkGroups } from '@/components/sections/LinkGrid';
import { FaqSection, PageSection } from '@/components/sections/PageSection';
import { StaticPage, type PageCopy } from '../StaticPage';

const PATH = '/service-areas';
const TITLE = 'Service Areas: Waco, Hewitt and McLennan County';
const DESCRIPTION = `Where we scoop: ${coreTowns.length} core towns and ${business.reach} across ${business.county}, TX, with every ZIP code we serve. Any ZIP code can ask for a free quote.`;

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Service Areas', path: PATH },
];

const faqs: Faq[] = [
  {
    question: 'Which ZIP codes do you serve?',
    answer:
      'Every ZIP code in the table on this page. Another ZIP code can still ask for a quote: the owners look at the address and confirm coverage.',
  },
  {
    question: 'My town is not on the list. Can I still get a quote?',
    answer: `Yes. Put your ZIP code in the quote form or call ${business.phone.display}. The owners read every request and confirm whether we can reach you.`,
  },
  {
    question: 'Are prices different from town to town?',
    answer: `No. Starting prices are the same everywhere we serve: weekly scooping ${priceText.weekly} for one dog and a One-Time Yard Reset ${priceText.oneTime}. Your yard and number of dogs set the final quote.`,
  },
  {
    question: 'Where are you based?',
    answer: `In ${business.address.locality}, ${business.address.region} ${business.address.postalCode}. We are a service-area business: we come to your yard.`,
  },
];

const page: PageCopy = {
  title: TITLE,
  description: DESCRIPTION,
  h1: 'Our Service Area: Waco, Hewitt and McLennan County',
  lead: (
    <p>
      We scoop yards in {business.reach} across {business.county}, from our base in{' '}
      {business.address.locality}. Find your town below, or check your ZIP code in the table.
    </p>
  ),
};

/** /service-areas: the coverage overview. Which places, which ZIP codes, and what to do when yours is missing. */
export default function ServiceAreasPage() {
  const rows = zipTableRows();
  return (
    <StaticPage
      page={page}
      eyebrow={business.county}
      jsonLd={[
        serviceJsonLd({
          name: `Pet waste removal in ${business.county}`,
          description: DESCRIPTION,
          path: PATH,
          serviceType: 'Pet Waste Removal',
          areaServed: areaServedFor(undefined),
        }),
        faqJsonLd(faqs),
      ]}
      crumbs={crumbs}
    >
      <PageSection
        id="towns"
        title="Towns we serve"
        intro={
          <p>Every town has its own page with its ZIP codes, its neighbors and answers to local questions.</p>
        }
      >
        <LinkGroups
          groups={[
            ...townGroups().map((group) => ({
              title: group.title,
              links: group.towns.map((t) => ({ path: `/${t.slug}`, label: t.name })),
            })),
            {
              title: 'Waco neighborhoods',
              links: neighborhoods.map((n) => ({ path: `/neighborhoods/${n.slug}`, label: n.name })),
            },
          ]}
        />
      </PageSection>

      <PageSection
        id="zip-codes"
        title="ZIP codes we serve"
        tone="muted"
        intro={
          <p>
            A ZIP code in this table is in our area. Any other 5-digit ZIP code can still ask for a free
            quote: the owners look at the address and confirm coverage.
          </p>
        }
      >
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <DataTable
            look="boxed"
            caption="Towns and the ZIP codes we serve in each"
            columns={[{ label: 'Town' }, { label: 'ZIP codes' }]}
          >
            {rows.map((row) => (
              <tr key={row.town.slug}>
                <th scope="row" className="px-4 py-3 align-top font-medium">
                  <Link to={`/${row.town.slug}`} className="text-brand-800 underline underline-offset-2">
                    {row.town.name}
                  </Link>
                  {(row.districts.length > 0 || row.neighborhoods.length > 0) && (
                    <span className="mt-1 block text-sm font-normal text-slate-600">
                      Includes{' '}
                      {listWords([
                        ...row.districts.map((d) => d.name),
                        ...(row.neighborhoods.length ? [`${row.neighborhoods.length} neighborhoods`] : []),
                      ])}
                    </span>
                  )}
                </th>
                <td className="px-4 py-3 align-top tabular-nums text-slate-800">{row.zips.join(', ')}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      </PageSection>

      <PageSection id="not-listed" title="Not on the list?">
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
          <p>
            Ask anyway. The quote form accepts any 5-digit ZIP code, and we reply {business.quoteReply}. If
            your address is outside our usual area, the owners tell you honestly whether we can reach it.
          </p>
        </div>
        <div className="mt-6">
          <PrimaryActions />
        </div>
        <p className="mt-6 text-slate-700">
          Looking for a specific service in your town?{' '}
          <Link to="/local-areas" className="font-semibold text-brand-800 underline underline-offset-2">
            Browse every local page
          </Link>
          .
        </p>
      </PageSection>

      <FaqSection title="Service area questions" faqs={faqs} tone="muted" />
    </StaticPage>
  );
}
