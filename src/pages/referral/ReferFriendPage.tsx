import Gift from 'lucide-react/icons/gift';
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router-dom';
import { CtaBand } from '@/components/ui/CtaBand';
import { FaqList } from '@/components/ui/FaqList';
import { PageHero } from '@/components/ui/PageHero';
import { StepsList } from '@/components/ui/StepsList';
import { referFriendPage as page } from '@/content/referral';
import { faqJsonLd, howToJsonLd } from '@/features/seo/jsonld';
import { ReferralInviteForm } from '@/features/referral/ReferralInviteForm';
import { PageHead } from '@/features/seo/PageHead';
import { Island } from '@/lib/island-markup';

const sideIcons = [Gift, Users];

export default function ReferFriendPage() {
  return (
    <>
      <PageHead
        title={page.title}
        description={page.description}
        jsonLd={[howToJsonLd('How to refer a friend and save', page.steps), faqJsonLd(page.faqs)]}
      />
      <PageHero eyebrow="Referral program" title={page.h1} lead={page.lead} />
      <div className="container-page py-12">
        <section aria-labelledby="refer-how-title">
          <h2 id="refer-how-title" className="text-3xl font-bold text-slate-900">
            How it works
          </h2>
          <StepsList steps={page.steps} className="mt-8" />
        </section>
        <section aria-labelledby="refer-sides-title" className="mt-14">
          <h2 id="refer-sides-title" className="text-3xl font-bold text-slate-900">
            Both of you save
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {page.sides.map((side, i) => {
              const Icon = sideIcons[i] ?? Gift;
              return (
                <li key={side.title} className="rounded-2xl bg-brand-50 p-6">
                  <Icon aria-hidden="true" className="size-8 text-brand-700" />
                  <h3 className="mt-3 text-xl font-semibold text-slate-900">{side.title}</h3>
                  <p className="mt-2 text-slate-700">{side.text}</p>
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="refer-link-title" className="mt-14 max-w-3xl rounded-2xl bg-brand-50 p-6">
          <h2 id="refer-link-title" className="text-2xl font-bold text-slate-900">
            {page.personalLink.title}
          </h2>
          <p className="mt-3 text-slate-700">{page.personalLink.text}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to="/auth?mode=signup" className="btn btn-primary">
              {page.personalLink.create}
            </Link>
            <Link to="/auth?next=%2Fdashboard" className="btn btn-outline">
              {page.personalLink.signIn}
            </Link>
          </div>
        </section>
        <section
          id="refer-form"
          aria-labelledby="refer-form-title"
          className="mt-14 max-w-3xl rounded-2xl border border-slate-200 p-6"
        >
          <h2 id="refer-form-title" className="text-2xl font-bold text-slate-900">
            {page.formIntro.title}
          </h2>
          <p className="mt-3 text-slate-700">{page.formIntro.text}</p>
          <Island component={ReferralInviteForm} props={{}} />
        </section>
        <section aria-labelledby="refer-faq-title" className="mt-14 max-w-3xl">
          <h2 id="refer-faq-title" className="mb-6 text-2xl font-bold text-slate-900">
            Referral questions
          </h2>
          <FaqList faqs={page.faqs} />
        </section>
      </div>
      <CtaBand />
    </>
  );
}
