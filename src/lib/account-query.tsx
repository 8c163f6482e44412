import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { business } from '@/content/business';
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

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: business.timeZone });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: business.timeZone,
});

/**
 * The date a row was made, as "Nov 23, 2026", on the business's calendar (US Central time, as the owners' reply
 * clock counts), whatever the zone of the browser.
 */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/**
 * "Nov 23, 2026, 10:00 AM" on the business's clock, with a plain space before AM/PM (ICU puts a narrow no-break
 * space there, which differs from what anyone types when searching the page).
 */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso)).replace(/\u202f/g, ' ');
