import { Link } from 'react-router-dom';
import { CtaBand } from '@/components/ui/CtaBand';
import { ExternalLink } from '@/components/ui/links';
import { PageHero } from '@/components/ui/PageHero';
import { galleryPage } from '@/content/about';
import { business } from '@/content/business';
import { howToJsonLd } from '@/features/seo/jsonld';
import { PageHead } from '@/features/seo/PageHead';
import { GalleryIllustration } from './GalleryIllustrations';

const steps = galleryPage.steps.map((step) => ({ name: step.title, text: step.text }));

export default function GalleryPage() {
  return (
    <>
      <PageHead
        title={galleryPage.title}
        description={galleryPage.description}
        jsonLd={[howToJsonLd('What happens on a pooper scooper visit', steps)]}
      />
      <PageHero eyebrow="Gallery" title={galleryPage.h1} lead={galleryPage.lead} />
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
        <section aria-labelledby="follow-title" className="mt-14 max-w-3xl">
          <h2 id="follow-title" className="text-2xl font-bold text-slate-900">
            Follow along
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">
            See what we are up to around {business.county} on Facebook, read what customers say about their
            yards, and if you have photos of your own yard after a visit, we would love to see them.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ExternalLink href={business.links.facebook} className="btn btn-primary">
              Follow us on Facebook
            </ExternalLink>
            <Link to="/testimonials" className="btn btn-outline">
              Read customer reviews
            </Link>
          </div>
        </section>
      </div>
      <CtaBand />
    </>
  );
}
