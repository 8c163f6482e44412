import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from './AuthProvider';
import { signInPathFor } from './next-path';

/**
 * For pages that only make sense signed in (/dashboard, /admin). A visitor who arrives signed out is sent to sign
 * in and brought back; one who signs out while here (this tab or another) goes to the home page.
 */
export function useSignedInOnly(path: string) {
  const auth = useAuth();
  const navigate = useNavigate();
  const wasSignedIn = useRef(false);
  const { status, user } = auth;

  useEffect(() => {
    if (user) wasSignedIn.current = true;
  }, [user]);

  useEffect(() => {
    if (status !== 'loaded' || user) return;
    navigate(wasSignedIn.current ? '/' : signInPathFor(path), { replace: true });
  }, [status, user, navigate, path]);

  return auth;
}
