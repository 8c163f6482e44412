import { Link } from 'react-router-dom';
import MessageCircle from 'lucide-react/icons/message-circle';
import Star from 'lucide-react/icons/star';
import ThumbsUp from 'lucide-react/icons/thumbs-up';
import { ActionLinks } from '@/components/sections/ActionLinks';
import { Panel } from '@/components/sections/Panel';
import { ExternalLink, PhoneLink } from '@/components/ui/links';
import { testimonialsPage } from '@/content/about';
import { business } from '@/content/business';
import { StaticPage } from '../StaticPage';

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
    <StaticPage page={testimonialsPage} eyebrow="Testimonials">
      <div className="container-page grid gap-10 py-12 lg:grid-cols-3">
        <Panel
          titleId="read-title"
          title="Read our reviews"
          className="rounded-2xl border border-slate-200 p-6 lg:col-span-2"
        >
          <div className="mt-4">
            <RatingStars />
          </div>
          <p className="mt-4 leading-relaxed text-slate-700">{testimonialsPage.whyLinks}</p>
          <ExternalLink href={business.links.mapsReviews} className="btn btn-primary mt-6">
            Read all our reviews
          </ExternalLink>
        </Panel>
        <Panel
          titleId="leave-title"
          title="Leave a review"
          icon={ThumbsUp}
          intro="Are you a customer? A few words about your yard help your neighbors choose, and help us keep doing what works."
          className="rounded-2xl bg-brand-50 p-6"
        >
          <ActionLinks
            stacked
            className="mt-5"
            links={[
              { href: business.links.googleReview, label: 'Review us on Google' },
              { href: business.links.facebook, label: 'Review us on Facebook' },
            ]}
          />
        </Panel>
        <Panel
          titleId="private-title"
          title="Something not right?"
          icon={MessageCircle}
          className="rounded-2xl border border-slate-200 p-6 lg:col-span-3"
        >
          <p className="mt-3 max-w-3xl text-slate-700">
            Tell us first and we will make it right: that is our 100% satisfaction guarantee. Call{' '}
            <PhoneLink className="font-semibold text-brand-800 underline underline-offset-2" /> or{' '}
            <Link to="/contact" className="font-semibold text-brand-800 underline underline-offset-2">
              send us a message
            </Link>
            .
          </p>
        </Panel>
      </div>
    </StaticPage>
  );
}
