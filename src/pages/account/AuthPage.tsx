import { accountPages } from '@/content/account';
import { AccountVersusHub } from '@/features/auth/AccountVersusHub';
import { AuthIsland } from '@/features/auth/AuthIsland';
import { PageHead } from '@/features/seo/PageHead';
import { Island } from '@/lib/island-markup';

/** /auth: sign in, create an account, reset a password. Prerendered as a noindex shell; the forms need the URL. */
export default function AuthPage() {
  return (
    <div className="container-page grid max-w-5xl gap-10 py-10 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <PageHead title={accountPages.auth.title} description={accountPages.auth.description} noindex />
      <section aria-labelledby="account-title" className="min-h-[28rem] max-w-lg">
        <Island component={AuthIsland} props={{}} />
      </section>
      <AccountVersusHub />
    </div>
  );
}
