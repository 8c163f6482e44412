import { Panel } from '@/components/sections/Panel';
import { PageHero } from '@/components/ui/PageHero';
import { business } from '@/content/business';
import { citationFacts, directoryDescriptions } from '@/content/directory';
import { config } from '@/lib/config';
import { PageHead } from '@/features/seo/PageHead';

const facts = citationFacts(config.siteUrl);

export default function DirectorySubmissionPage() {
  return (
    <>
      <PageHead
        title="Business Listing Information for Directories"
        description={`Official name, phone, email, hours, categories and service area of ${business.name}, a service-area business based in Hewitt, TX 76643, for directory listings.`}
      />
      <PageHero
        eyebrow="For directories and listings"
        title="Business Listing Information"
        lead={`Listing ${business.name} in a directory, map or local guide? Please use exactly these details, so every listing matches.`}
      />
      <div className="container-page py-12">
        <Panel titleId="nap-title" title="Name, address and phone">
          <dl className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {facts.map((fact) => (
              <div key={fact.label} className="grid gap-1 px-5 py-4 sm:grid-cols-[12rem_1fr] sm:gap-6">
                <dt className="font-semibold text-slate-900">{fact.label}</dt>
                <dd className="break-words text-slate-700">
                  {fact.href ? (
                    <a href={fact.href} className="font-medium text-brand-800 underline underline-offset-2">
                      {fact.value}
                    </a>
                  ) : (
                    fact.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel titleId="descriptions-title" title="Business descriptions" className="mt-12 max-w-3xl">
          <h3 className="mt-6 text-lg font-semibold text-slate-900">Short (one sentence)</h3>
          <p className="mt-2 rounded-xl bg-slate-50 p-4 leading-relaxed">{directoryDescriptions.short}</p>
          <h3 className="mt-6 text-lg font-semibold text-slate-900">Long</h3>
          <p className="mt-2 rounded-xl bg-slate-50 p-4 leading-relaxed">{directoryDescriptions.long}</p>
          <p className="mt-6 text-slate-700">
            Questions about a listing? Email{' '}
            <a
              href={`mailto:${business.email}`}
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              {business.email}
            </a>
            .
          </p>
        </Panel>
      </div>
    </>
  );
}
