import { Link } from 'react-router-dom';
import MessageCircle from 'lucide-react/icons/message-circle';
import Star from 'lucide-react/icons/star';
import ThumbsUp from 'lucide-react/icons/thumbs-up';
import { CtaBand } from '@/components/ui/CtaBand';
import { ExternalLink, PhoneLink } from '@/components/ui/links';
import { PageHero } from '@/components/ui/PageHero';
import { testimonialsPage } from '@/content/about';
import { business } from '@/content/business';
import { PageHead } from '@/features/seo/PageHead';

function RatingStars() {
  return (
    <p className="flex items-center gap-3">
      <span className="flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} className="size-7 fill-accent-400 text-accent-500" />
        ))}
      </span>
      <span className="text-2xl font-extrabold text-slate-900">{business.rating.value} out of 5</span>
      <span className="text-slate-700">from {business.rating.count} reviews</span>
    </p>
  );
}

export default function TestimonialsPage() {
  return (
    <>
      <PageHead title={testimonialsPage.title} description={testimonialsPage.description} />
      <PageHero eyebrow="Testimonials" title={testimonialsPage.h1} lead={testimonialsPage.lead} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-3">
        <section
          aria-labelledby="read-title"
          className="rounded-2xl border border-slate-200 p-6 lg:col-span-2"
        >
          <h2 id="read-title" className="text-2xl font-bold text-slate-900">
            Read our reviews
          </h2>
          <div className="mt-4">
            <RatingStars />
          </div>
          <p className="mt-4 leading-relaxed text-slate-700">{testimonialsPage.whyLinks}</p>
          <ExternalLink href={business.links.mapsReviews} className="btn btn-primary mt-6">
            Read all our reviews
          </ExternalLink>
        </section>
        <section aria-labelledby="leave-title" className="rounded-2xl bg-brand-50 p-6">
          <ThumbsUp aria-hidden="true" className="size-8 text-brand-700" />
          <h2 id="leave-title" className="mt-3 text-2xl font-bold text-slate-900">
            Leave a review
          </h2>
          <p className="mt-3 text-slate-700">
            Are you a customer? A few words about your yard help your neighbors choose, and help us keep doing
            what works.
          </p>
          <div className="mt-5 flex flex-col gap-3">
            <ExternalLink href={business.links.googleReview} className="btn btn-primary">
              Review us on Google
            </ExternalLink>
            <ExternalLink href={business.links.facebook} className="btn btn-outline">
              Review us on Facebook
            </ExternalLink>
          </div>
        </section>
        <section
          aria-labelledby="private-title"
          className="rounded-2xl border border-slate-200 p-6 lg:col-span-3"
        >
          <MessageCircle aria-hidden="true" className="size-8 text-brand-700" />
          <h2 id="private-title" className="mt-3 text-2xl font-bold text-slate-900">
            Something not right?
          </h2>
          <p className="mt-3 max-w-3xl text-slate-700">
            Tell us first and we will make it right: that is our 100% satisfaction guarantee. Call{' '}
            <PhoneLink className="font-semibold text-brand-800 underline underline-offset-2" /> or{' '}
            <Link to="/contact" className="font-semibold text-brand-800 underline underline-offset-2">
              send us a message
            </Link>
            .
          </p>
        </section>
      </div>
      <CtaBand />
    </>
  );
}
