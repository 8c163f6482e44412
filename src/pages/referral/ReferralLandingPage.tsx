import { Link } from 'react-router-dom';
import CircleCheck from 'lucide-react/icons/circle-check';
import { CtaBand } from '@/components/ui/CtaBand';
import { PageHero } from '@/components/ui/PageHero';
import { PrimaryActions } from '@/components/ui/PrimaryActions';
import { business } from '@/content/business';
import { prices } from '@/content/price-text';
import { referralLanding as page } from '@/content/referral';
import { PageHead } from '@/features/seo/PageHead';

/**
 * The welcome for /ref/{code}. One prerendered shell serves every code, so the markup never depends
 * on the code: nothing here reads it during render.
 */
export default function ReferralLandingPage() {
  const perks = [
    `${prices.referral} off your first service`,
    `Weekly scooping from ${prices.weekly}/week, deodorizing included`,
    `Free quote, with an answer ${business.quoteReply}`,
    'Same-day service available',
  ];
  return (
    <>
      <PageHead title={page.title} description={page.description} noindex />
      <PageHero
        eyebrow="Referral"
        title={page.h1}
        lead={page.lead}
        actions={<PrimaryActions tone="dark" quoteLabel="Claim my free quote" />}
      />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-2">
        <section aria-labelledby="ref-get-title">
          <h2 id="ref-get-title" className="text-2xl font-bold text-slate-900">
            What you get
          </h2>
          <ul className="mt-5 space-y-3">
            {perks.map((perk) => (
              <li key={perk} className="flex items-start gap-2 text-lg text-slate-800">
                <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                {perk}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="ref-next-title" className="rounded-2xl bg-brand-50 p-6">
          <h2 id="ref-next-title" className="text-2xl font-bold text-slate-900">
            Next steps
          </h2>
          <p className="mt-3 text-slate-700">
            Get your free quote or call us and mention the friend who sent you. If you create a client account
            from this visit, your friend&apos;s referral code goes with it.
          </p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to="/auth?mode=signup" className="btn btn-primary">
              Create your account
            </Link>
            <Link to="/refer-friend" className="btn btn-outline">
              How referrals work
            </Link>
          </div>
        </section>
      </div>
      <CtaBand />
    </>
  );
}
