import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAuth } from './auth/AuthProvider';

/**
 * Server state of the account and admin screens (@tanstack/react-query). Only those screens mount it, so public
 * pages never load it. Query keys start with the user id, and the cache is cleared whenever the signed-in account
 * changes (sign-in, sign-out, another account), so one person's data never shows for another.
 */
export function AccountQueryProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 30_000, retry: 1 },
          mutations: { retry: 0 },
        },
      }),
  );
  const userId = user?.id ?? null;
  const shownFor = useRef(userId);
  useEffect(() => {
    if (shownFor.current === userId) return;
    shownFor.current = userId;
    client.clear();
  }, [client, userId]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The date a row was made, as "Nov 23, 2026", in the visitor's time zone. */
export const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));

export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
