import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { business } from '@/content/business';
import { endSentence } from '@/content/words';
import { PageHead } from '@/features/seo/PageHead';
import { useIsAdmin } from '@/lib/auth/use-is-admin';
import { useSignedInOnly } from '@/lib/auth/use-signed-in-only';

// The console is its own chunk, fetched only after the server said this account is an admin.
const AdminConsole = lazy(() => import('@/features/admin/AdminConsole'));

/** /admin: the owners' page. Signed-out visitors sign in first; other clients are told it is not for them. */
export default function AdminPage() {
  const { user } = useSignedInOnly('/admin');
  const admin = useIsAdmin();
  const checking = (
    <p role="status" className="mt-4 text-slate-700">
      Checking your access...
    </p>
  );

  return (
    <div className="bg-slate-50">
      <div className="container-page max-w-5xl py-8 sm:py-12">
        <PageHead
          title="Admin"
          description={`The owners' page for ${business.name}: the website's leads, subscribers, referrals and activity.`}
          noindex
        />
        <h1 className="mb-6 text-3xl font-extrabold text-slate-900 sm:text-4xl">Admin</h1>
        {!user || admin === 'unknown' ? (
          checking
        ) : admin === 'not-admin' ? (
          <div className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6">
            <p className="text-lg text-slate-800">
              This page is for the owners of {endSentence(business.name)} Your account is a client account, so
              there is nothing for you here.
            </p>
            <Link to="/dashboard" className="btn btn-primary mt-4">
              Go to your dashboard
            </Link>
          </div>
        ) : (
          <Suspense fallback={checking}>
            <AdminConsole userId={user.id} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
