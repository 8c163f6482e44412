import { Link } from 'react-router-dom';
import Mail from 'lucide-react/icons/mail';
import { CardGrid } from '@/components/sections/CardGrid';
import { CheckList } from '@/components/sections/CheckList';
import { FormPanel, Panel } from '@/components/sections/Panel';
import { StaticPage } from '../StaticPage';
import { emailTips as page } from '@/content/guides';
import { NewsletterForm } from '@/features/newsletter/NewsletterForm';
import { Island } from '@/lib/island-markup';

export default function EmailAutomationPage() {
  return (
    <StaticPage page={page} eyebrow="Newsletter">
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_24rem]">
        <div>
          <Panel titleId="tips-what-title" title="What you get" size="xl">
            <CardGrid cards={page.topics} className="mt-8 grid gap-6 sm:grid-cols-2" look="tinted" />
          </Panel>
          <Panel titleId="tips-promise-title" title="How often, and our promise" className="mt-12">
            <CheckList items={page.promises} className="mt-5 space-y-3" itemClassName="text-slate-800" />
            <p className="mt-5 text-slate-700">
              Details are in our{' '}
              <Link to="/privacy" className="font-semibold text-brand-800 underline underline-offset-2">
                privacy notice
              </Link>
              .
            </p>
          </Panel>
        </div>
        <FormPanel id="newsletter-signup" intro={page.signup} icon={Mail} className="self-start">
          <div className="mt-5">
            <Island component={NewsletterForm} props={{ source: 'email-automation' }} />
          </div>
        </FormPanel>
      </div>
    </StaticPage>
  );
}
