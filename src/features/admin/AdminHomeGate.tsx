import { lazy, Suspense } from 'react';
import { useAuth } from '@/lib/auth/AuthProvider';
import { useIsAdmin } from '@/lib/auth/use-is-admin';

const AdminHomeTools = lazy(() => import('./AdminHomeTools'));

/**
 * Mounted on the home page. Anonymous visitors: nothing (no request, no chunk). Signed-in clients: one is_admin()
 * call. Admins: the tools chunk.
 */
export function AdminHomeGate() {
  const { user } = useAuth();
  const admin = useIsAdmin();
  if (!user || admin !== 'admin') return null;
  return (
    <Suspense fallback={null}>
      <AdminHomeTools userId={user.id} />
    </Suspense>
  );
}
