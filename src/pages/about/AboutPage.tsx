import { Link } from 'react-router-dom';
import { Panel } from '@/components/sections/Panel';
import { ContentSections } from '@/components/ui/ContentSections';
import { aboutPage } from '@/content/about';
import { business } from '@/content/business';
import { ServiceAreaLinks } from './ServiceAreaLinks';
import { StaticPage } from '../StaticPage';

const facts = [
  { label: 'Serving since', value: String(business.foundedYear) },
  { label: 'Ownership', value: business.ownership },
  { label: 'Customer rating', value: `${business.rating.value}★ from ${business.rating.count} reviews` },
  { label: 'Service area', value: `${business.reach} in ${business.county}` },
];

export default function AboutPage() {
  return (
    <StaticPage page={aboutPage} eyebrow={`About ${business.name}`}>
      <div className="container-page py-12">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-2xl bg-brand-50 p-5">
              <dt className="text-sm font-semibold text-brand-900 uppercase">{fact.label}</dt>
              <dd className="mt-1 text-lg font-bold text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <ContentSections sections={aboutPage.sections} />
        <Panel titleId="about-area-title" title="Where we work" className="mt-10 max-w-4xl">
          <p className="mt-4 leading-relaxed">
            From our base in {business.address.locality} we serve Waco and the towns around it. Find your town
            below, or see the{' '}
            <Link to="/service-areas" className="font-medium text-brand-800 underline underline-offset-2">
              full service area
            </Link>
            .
          </p>
          <ServiceAreaLinks />
        </Panel>
      </div>
    </StaticPage>
  );
}
