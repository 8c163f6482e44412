import { ActionLinks } from '@/components/sections/ActionLinks';
import { Panel } from '@/components/sections/Panel';
import { galleryPage } from '@/content/about';
import { business } from '@/content/business';
import { howToJsonLd } from '@/features/seo/jsonld';
import { GalleryIllustration } from './GalleryIllustrations';
import { StaticPage } from '../StaticPage';

const steps = galleryPage.steps.map((step) => ({ name: step.title, text: step.text }));

export default function GalleryPage() {
  return (
    <StaticPage
      page={galleryPage}
      eyebrow="Gallery"
      jsonLd={[howToJsonLd('What happens on a pooper scooper visit', steps)]}
    >
      <div className="container-page py-12">
        <ol className="grid gap-8 sm:grid-cols-2">
          {galleryPage.steps.map((step, i) => (
            <li key={step.id}>
              <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
                <GalleryIllustration id={step.id} />
                <figcaption className="p-5">
                  <p className="text-sm font-semibold text-brand-800 uppercase">
                    Step {i + 1} · Illustration
                  </p>
                  <h2 className="mt-1 text-xl font-bold text-slate-900">{step.title}</h2>
                  <p className="mt-2 text-slate-700">{step.text}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ol>
        <Panel titleId="follow-title" title="Follow along" className="mt-14 max-w-3xl">
          <p className="mt-3 leading-relaxed text-slate-700">
            See what we are up to around {business.county} on Facebook, read what customers say about their
            yards, and if you have photos of your own yard after a visit, we would love to see them.
          </p>
          <ActionLinks
            className="mt-6"
            links={[
              { href: business.links.facebook, label: 'Follow us on Facebook' },
              { to: '/testimonials', label: 'Read customer reviews' },
            ]}
          />
        </Panel>
      </div>
    </StaticPage>
  );
}
