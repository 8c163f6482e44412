import { lazy, Suspense } from 'react';
import { useIsAdmin } from '@/lib/auth/use-is-admin';

const AdminHomeTools = lazy(() => import('./AdminHomeTools'));

/** Asks the server whether the signed-in account is an admin; only an admin loads the tools. */
export default function AdminHomeCheck({ userId }: { userId: string }) {
  if (useIsAdmin() !== 'admin') return null;
  return (
    <Suspense fallback={null}>
      <AdminHomeTools userId={userId} />
    </Suspense>
  );
}
