import { useId, useState, type FormEvent } from 'react';
import { formatDate } from '@/lib/account-query';
import { useAdmins, useChangeAdminRole } from './admin-api';
import { useAfterAdminAction } from './high-activity';

/** Who holds the admin role, granting it by email, and removing it (never from the last admin). */
export function AdminsPanel({ userId }: { userId: string }) {
  const id = useId();
  const admins = useAdmins(userId);
  const change = useChangeAdminRole(userId);
  const afterAction = useAfterAdminAction(userId);
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string>();

  const run = (target: string, grant: boolean) => {
    setDone(undefined);
    change.mutate(
      { email: target, grant },
      {
        onSuccess: () => {
          afterAction();
          setDone(grant ? `${target} is now an admin.` : `${target} is no longer an admin.`);
          if (grant) setEmail('');
        },
      },
    );
  };

  const onGrant = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() && !change.isPending) run(email.trim(), true);
  };

  return (
    <section aria-labelledby="admins-title" className="grid gap-4">
      <h2 id="admins-title" className="text-2xl font-bold text-slate-900">
        Admins
      </h2>
      <ul
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
        aria-label="Current admins"
      >
        {admins.data?.map((admin) => (
          <li key={admin.user_id} className="flex flex-wrap items-center gap-3 p-3">
            <span className="min-w-0 flex-1 break-all font-semibold text-slate-900">
              {admin.email}
              {admin.user_id === userId ? ' (you)' : ''}
            </span>
            <span className="text-sm text-slate-600">
              since {admin.granted_at ? formatDate(admin.granted_at) : '—'}
            </span>
            <button
              type="button"
              className="btn btn-outline"
              aria-disabled={change.isPending || undefined}
              onClick={() => admin.email && !change.isPending && run(admin.email, false)}
            >
              Remove<span className="sr-only"> {admin.email}</span>
            </button>
          </li>
        ))}
      </ul>
      <form
        className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end"
        onSubmit={onGrant}
        aria-labelledby={`${id}-grant`}
      >
        <div>
          <label id={`${id}-grant`} htmlFor={`${id}-email`} className="font-semibold text-slate-900">
            Make an account an admin (its email)
          </label>
          <input
            id={`${id}-email`}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="off"
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
          />
        </div>
        <button type="submit" className="btn btn-primary" aria-disabled={change.isPending || undefined}>
          Grant admin
        </button>
      </form>
      <p role="status" className="text-sm">
        {change.isError ? (
          <span className="text-red-800">Not changed: {change.error.message}</span>
        ) : (
          (done ?? '')
        )}
      </p>
    </section>
  );
}
