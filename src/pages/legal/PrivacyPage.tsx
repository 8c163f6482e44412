import { ContentSections } from '@/components/ui/ContentSections';
import { PageHero } from '@/components/ui/PageHero';
import { PrimaryActions } from '@/components/ui/PrimaryActions';
import { business } from '@/content/business';
import { privacyIntro, privacySections, privacyUpdated } from '@/content/privacy';
import { PageHead } from '@/features/seo/PageHead';
import { formatLongDate } from '@/lib/format';

const updated = formatLongDate(privacyUpdated);

export default function PrivacyPage() {
  return (
    <>
      <PageHead
        title="Privacy Notice"
        description={`How ${business.name} handles what you send through this website: quote requests, messages, sign-ups, referrals and accounts. We never sell your information.`}
      />
      <PageHero
        eyebrow="Privacy"
        title="Privacy Notice"
        lead={
          <p>
            Last updated <time dateTime={privacyUpdated}>{updated}</time>
          </p>
        }
        actions={<PrimaryActions tone="dark" />}
      />
      <div className="container-page py-12">
        <p className="max-w-3xl text-lg leading-relaxed">{privacyIntro}</p>
        <ContentSections sections={privacySections} />
        <div className="prose-copy max-w-3xl">
          <section>
            <h2>Contact</h2>
            <p>
              {business.name}, {business.address.locality}, {business.address.region}{' '}
              {business.address.postalCode}. Email <a href={`mailto:${business.email}`}>{business.email}</a>{' '}
              or call <a href={business.phone.href}>{business.phone.digits}</a>.
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
