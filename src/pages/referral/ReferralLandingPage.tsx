import { ActionLinks } from '@/components/sections/ActionLinks';
import { CheckList } from '@/components/sections/CheckList';
import { Panel } from '@/components/sections/Panel';
import { PrimaryActions } from '@/components/ui/PrimaryActions';
import { business } from '@/content/business';
import { prices } from '@/content/price-text';
import { referralLanding as page } from '@/content/referral';
import { StaticPage } from '../StaticPage';

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
    <StaticPage
      page={page}
      eyebrow="Referral"
      noindex
      heroActions={<PrimaryActions tone="dark" quoteLabel="Claim my free quote" />}
    >
      <div className="container-page grid gap-10 py-12 lg:grid-cols-2">
        <Panel titleId="ref-get-title" title="What you get">
          <CheckList items={perks} className="mt-5 space-y-3" large itemClassName="text-slate-800" />
        </Panel>
        <Panel
          titleId="ref-next-title"
          title="Next steps"
          intro="Get your free quote or call us and mention the friend who sent you. If you create a client account from this visit, your friend's referral code goes with it."
          className="rounded-2xl bg-brand-50 p-6"
        >
          <ActionLinks
            className="mt-5"
            links={[
              { to: '/auth?mode=signup', label: 'Create your account' },
              { to: '/refer-friend', label: 'How referrals work' },
            ]}
          />
        </Panel>
      </div>
    </StaticPage>
  );
}
