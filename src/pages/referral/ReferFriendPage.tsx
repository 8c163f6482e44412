import Gift from 'lucide-react/icons/gift';
import Users from 'lucide-react/icons/users';
import { ActionLinks } from '@/components/sections/ActionLinks';
import { CardGrid } from '@/components/sections/CardGrid';
import { FormPanel, Panel } from '@/components/sections/Panel';
import { FaqList } from '@/components/ui/FaqList';
import { StepsList } from '@/components/ui/StepsList';
import { StaticPage } from '../StaticPage';
import { referFriendPage as page } from '@/content/referral';
import { faqJsonLd, howToJsonLd } from '@/features/seo/jsonld';
import { ReferralInviteForm } from '@/features/referral/ReferralInviteForm';
import { Island } from '@/lib/island-markup';

const sideIcons = [Gift, Users];
const sides = page.sides.map((side, i) => ({ ...side, icon: sideIcons[i] ?? Gift }));

export default function ReferFriendPage() {
  return (
    <StaticPage
      page={page}
      eyebrow="Referral program"
      jsonLd={[howToJsonLd('How to refer a friend and save', page.steps), faqJsonLd(page.faqs)]}
    >
      <div className="container-page py-12">
        <Panel titleId="refer-how-title" title="How it works" size="xl">
          <StepsList steps={page.steps} className="mt-8" />
        </Panel>
        <Panel titleId="refer-sides-title" title="Both of you save" size="xl" className="mt-14">
          <CardGrid cards={sides} className="mt-8 grid gap-6 sm:grid-cols-2" look="tinted" titleSize="xl" />
        </Panel>
        <Panel
          titleId="refer-link-title"
          title={page.personalLink.title}
          intro={page.personalLink.text}
          className="mt-14 max-w-3xl rounded-2xl bg-brand-50 p-6"
        >
          <ActionLinks
            className="mt-5"
            links={[
              { to: '/auth?mode=signup', label: page.personalLink.create },
              { to: '/auth?next=%2Fdashboard', label: page.personalLink.signIn },
            ]}
          />
        </Panel>
        <FormPanel id="refer-form" intro={page.formIntro} className="mt-14 max-w-3xl">
          <Island component={ReferralInviteForm} props={{}} />
        </FormPanel>
        <Panel titleId="refer-faq-title" title="Referral questions" spaced className="mt-14 max-w-3xl">
          <FaqList faqs={page.faqs} />
        </Panel>
      </div>
    </StaticPage>
  );
}
