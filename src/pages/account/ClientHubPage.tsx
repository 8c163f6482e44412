import LogIn from 'lucide-react/icons/log-in';
import { BookingLink, PhoneLink } from '@/components/ui/links';
import { business } from '@/content/business';
import { config } from '@/lib/config';
import { PageHead } from '@/features/seo/PageHead';
import { Island } from '@/lib/island-markup';
import { ClientHubRedirect } from './ClientHubRedirect';

/**
 * /clienthub hands the whole window over to the external client hub (its one island). The prerendered HTML
 * carries a plain link, so the page still works where script is off or blocked.
 */
export default function ClientHubPage() {
  return (
    <section className="container-page max-w-3xl py-16" aria-labelledby="hub-title">
      <PageHead
        title="Client Hub Login"
        description={`Existing ${business.name} clients: sign in to the client hub to manage your pet waste removal service, visits and payments.`}
        noindex
      />
      <Island component={ClientHubRedirect} props={{}} />
      <h1 id="hub-title" className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
        Client Hub Login
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        Existing clients sign in on our secure client hub to manage their service. We are taking you there
        now; if it does not open by itself, use the button below.
      </p>
      <a href={config.clientHubUrl} className="btn btn-primary mt-8">
        <LogIn aria-hidden="true" className="size-5" />
        Continue to the client hub
      </a>
      <p className="mt-10 text-slate-700">
        Not a client yet?{' '}
        <BookingLink className="font-semibold text-brand-800 underline underline-offset-2">
          Get a free quote
        </BookingLink>{' '}
        or call <PhoneLink className="font-semibold text-brand-800 underline underline-offset-2" />.
      </p>
    </section>
  );
}
