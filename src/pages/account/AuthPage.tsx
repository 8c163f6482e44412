import { accountPages } from '@/content/account';
import { AccountVersusHub } from '@/features/auth/AccountVersusHub';
import { AuthPanel } from '@/features/auth/AuthPanel';
import { PageHead } from '@/features/seo/PageHead';
import { useHydrated } from '@/lib/use-hydrated';

/** /auth: sign in, create an account, reset a password. Prerendered as a noindex shell; the forms need the URL. */
export default function AuthPage() {
  const hydrated = useHydrated();
  return (
    <div className="container-page grid max-w-5xl gap-10 py-10 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <PageHead title={accountPages.auth.title} description={accountPages.auth.description} noindex />
      <section aria-labelledby="account-title" className="min-h-[28rem] max-w-lg">
        {hydrated ? (
          <AuthPanel />
        ) : (
          <>
            <h1 id="account-title" className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
              {accountPages.auth.title}
            </h1>
            <p className="mt-6 text-slate-700">Loading the sign-in form...</p>
          </>
        )}
      </section>
      <AccountVersusHub />
    </div>
  );
}
