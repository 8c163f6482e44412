import type { ReactNode } from 'react';
import Star from 'lucide-react/icons/star';
import { reviewsIntro } from '@/content/home';
import { HomeSection } from './HomeSection';

/**
 * The reviews section (#reviews). The review widget is passed in as children: it shows the third-party
 * carousel, its fallback link to all reviews, and the links to leave a review.
 */
export function ReviewsSection({ children }: { children?: ReactNode }) {
  return (
    <HomeSection id="reviews" titleId="reviews-title" title={reviewsIntro.title} tone="brand">
      <p className="mt-3 flex max-w-2xl items-start gap-2 text-lg text-slate-700">
        <Star aria-hidden="true" className="mt-1 size-5 shrink-0 fill-accent-400 text-accent-500" />
        {reviewsIntro.text}
      </p>
      {children}
    </HomeSection>
  );
}
