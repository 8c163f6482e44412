import type { ReactNode } from 'react';
import Star from 'lucide-react/icons/star';
import { reviewsIntro } from '@/content/home';

/**
 * The reviews section (#reviews). The review widget is passed in as children: it shows the third-party
 * carousel, its fallback link to all reviews, and the links to leave a review.
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
      </div>
    </section>
  );
}
