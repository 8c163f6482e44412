import Phone from 'lucide-react/icons/phone';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { User } from '@supabase/supabase-js';
import { PhoneLink } from '@/components/ui/links';
import { adminLink, clientHubLink } from '@/components/layout/nav-links';
import { toast } from '@/components/ui/toast';
import { accountPages, websiteAccountVersusHub } from '@/content/account';
import { business } from '@/content/business';
import { DeleteAccount, DownloadMyData } from '@/features/account/AccountDataActions';
import { NewsletterPreference } from '@/features/account/NewsletterPreference';
import { ReferralHistory } from '@/features/account/ReferralHistory';
import { ReferralShareCard } from '@/features/account/ReferralShareCard';
import { RequestHistory } from '@/features/account/RequestHistory';
import { useProfile, useReferrals, useRequests } from '@/features/account/account-api';
import { ChangeEmailForm } from '@/features/auth/ChangeEmailForm';
import { NewPasswordForm } from '@/features/auth/NewPasswordForm';
import { PageHead } from '@/features/seo/PageHead';
import { AccountQueryProvider } from '@/lib/account-query';
import { useIsAdmin } from '@/lib/auth/use-is-admin';
import { useSignedInOnly } from '@/lib/auth/use-signed-in-only';
import { Link } from '@/lib/navigation';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** /dashboard: the signed-in client's account. Prerendered as a noindex shell; the content is theirs alone. */
export default function DashboardPage() {
  const { user } = useSignedInOnly('/dashboard');
  return (
    <div className="bg-slate-50">
      <div className="container-page max-w-6xl py-8 sm:py-12">
        <PageHead
          title={accountPages.dashboard.title}
          description={accountPages.dashboard.description}
          noindex
        />
        {user ? (
          <AccountQueryProvider>
            <Dashboard user={user} />
          </AccountQueryProvider>
        ) : (
          <>
            <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
              {accountPages.dashboard.title}
            </h1>
            <p role="status" className="mt-4 text-slate-700">
              Loading your account...
            </p>
          </>
        )}
      </div>
    </div>
  );
}

function Loading({ what }: { what: string }) {
  return (
    <div className={card}>
      <p role="status" className="text-slate-700">
        Loading {what}...
      </p>
    </div>
  );
}

function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <div className={card} role="alert">
      <p className="text-red-800">We could not load {what}.</p>
      <button type="button" className="btn btn-outline mt-3" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

/** An admin's way to the console from here: the server's is_admin() decides, as it does for /admin itself. */
function OwnersLink() {
  if (useIsAdmin() !== 'admin') return null;
  return (
    <p className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-slate-800">
      <span>{accountPages.dashboard.ownersNote}</span>
      <Link to={adminLink.to} className="btn btn-primary">
        <ShieldCheck aria-hidden="true" className="size-5" />
        {accountPages.dashboard.ownersLink}
      </Link>
    </p>
  );
}

function Dashboard({ user }: { user: User }) {
  const profile = useProfile(user.id);
  const referrals = useReferrals(user.id);
  const requests = useRequests(user.id);
  const firstName = typeof user.user_metadata.first_name === 'string' ? user.user_metadata.first_name : '';
  const email = user.email ?? '';

  return (
    <>
      <h1 className="text-3xl font-extrabold text-slate-900 [overflow-wrap:anywhere] sm:text-4xl">
        {firstName ? `Hi ${firstName}` : 'Your dashboard'}
      </h1>
      <p className="mt-2 text-slate-700 [overflow-wrap:anywhere]">
        Your {business.name} website account ({email}).
      </p>
      <OwnersLink />
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          {profile.isPending ? (
            <Loading what="your referral link" />
          ) : profile.isError ? (
            <LoadFailed what="your referral link" retry={() => void profile.refetch()} />
          ) : (
            <ReferralShareCard code={profile.data.referral_code} />
          )}
          {referrals.isPending ? (
            <Loading what="your referrals" />
          ) : referrals.isError ? (
            <LoadFailed what="your referrals" retry={() => void referrals.refetch()} />
          ) : (
            <ReferralHistory referrals={referrals.data} />
          )}
          {requests.isPending ? (
            <Loading what="your requests" />
          ) : requests.isError ? (
            <LoadFailed what="your requests" retry={() => void requests.refetch()} />
          ) : (
            <RequestHistory requests={requests.data} />
          )}
        </div>
        <div className="grid content-start gap-6">
          <section aria-labelledby="hub-title" className={card}>
            <h2 id="hub-title" className="text-xl font-bold text-slate-900">
              Scheduling and payments
            </h2>
            <p className="mt-2 text-slate-700">{websiteAccountVersusHub.hubText}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <a href={clientHubLink.to} className="btn btn-primary">
                {websiteAccountVersusHub.hubLink}
              </a>
              <PhoneLink className="btn btn-outline">
                <Phone aria-hidden="true" className="size-5" />
                Call {business.phone.display}
                <span className="sr-only"> ({business.phone.digits})</span>
              </PhoneLink>
            </div>
          </section>
          <NewsletterPreference userId={user.id} email={email} />
          <section aria-labelledby="account-settings-title" className={`${card} grid gap-8`}>
            <h2 id="account-settings-title" className="text-xl font-bold text-slate-900">
              Account
            </h2>
            <div>
              <h3 className="font-semibold text-slate-900">Change password</h3>
              <div className="mt-3">
                <NewPasswordForm
                  label="Change password"
                  submitLabel="Change password"
                  onUpdated={() =>
                    toast({ title: 'Password changed', description: 'Use your new password next time.' })
                  }
                />
              </div>
            </div>
            <div>
              <h3 className="font-semibold text-slate-900">Change email</h3>
              <div className="mt-3">
                <ChangeEmailForm currentEmail={email} />
              </div>
            </div>
            <DownloadMyData />
            <DeleteAccount />
          </section>
        </div>
      </div>
    </>
  );
}
