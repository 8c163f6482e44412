import { lazy, Suspense } from 'react';
import { useAuth } from '@/lib/auth/AuthProvider';

const AdminHomeCheck = lazy(() => import('./AdminHomeCheck'));

/**
 * Mounted on the home page. Anonymous visitors: nothing (no request, no chunk; the admin check and the client it
 * asks through are not part of the page's first load). Signed-in clients: the check and one is_admin() call.
 * Admins: the tools chunk.
 */
export function AdminHomeGate() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <AdminHomeCheck userId={user.id} />
    </Suspense>
  );
}
