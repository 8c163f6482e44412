import type { ReactNode } from 'react';
import { Star } from 'lucide-react';
import { ExternalLink } from '@/components/ui/links';
import { business } from '@/content/business';
import { reviewsIntro } from '@/content/home';

/**
 * The reviews section (#reviews). The third-party review widget is passed in as children; the links
 * to read and leave reviews are always shown, and are the widget's fallback when it fails to load.
 */
export function ReviewsSection({ children }: { children?: ReactNode }) {
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="bg-brand-50 py-16">
      <div className="container-page">
        <h2 id="reviews-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {reviewsIntro.title}
        </h2>
        <p className="mt-3 flex max-w-2xl items-start gap-2 text-lg text-slate-700">
          <Star aria-hidden="true" className="mt-1 size-5 shrink-0 fill-accent-400 text-accent-500" />
          {reviewsIntro.text}
        </p>
        {children}
        <div className="mt-8 flex flex-wrap gap-3">
          <ExternalLink href={business.links.mapsReviews} className="btn btn-primary">
            Read all our reviews
          </ExternalLink>
          <ExternalLink href={business.links.googleReview} className="btn btn-outline">
            Review us on Google
          </ExternalLink>
          <ExternalLink href={business.links.facebook} className="btn btn-outline">
            Review us on Facebook
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
