import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type FormEvent } from 'react';
import { formatDate } from '@/lib/account-query';
import { useAdmins, useChangeAdminRole } from './admins-api';
import { useAfterAdminAction } from '../high-activity';

/**
 * Who holds the admin role, granting it by email, and removing it (never from the last admin) after the owner
 * confirms which account loses it.
 */
export function AdminsPanel({ userId }: { userId: string }) {
  const id = useId();
  const admins = useAdmins(userId);
  const change = useChangeAdminRole(userId);
  const afterAction = useAfterAdminAction(userId);
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string>();
  const [removing, setRemoving] = useState<{ email: string; self: boolean } | null>(null);
  const removeButton = useRef<HTMLButtonElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);

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
      <h2 id="admins-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900">
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
              onClick={(event) => {
                if (!admin.email || change.isPending) return;
                removeButton.current = event.currentTarget;
                setRemoving({ email: admin.email, self: admin.user_id === userId });
              }}
            >
              Remove <span className="sr-only">{admin.email}</span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[90] bg-slate-950/60" />
          <Dialog.Content
            role="alertdialog"
            className="fixed top-1/2 left-1/2 z-[95] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-slate-800 shadow-2xl"
            // The safe answer has the focus: Enter or a stray tap keeps the role.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              cancelButton.current?.focus();
            }}
            // Back to the Remove button when cancelled; to the heading once removed (that button is going away).
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              (confirmed.current ? heading.current : removeButton.current)?.focus();
              confirmed.current = false;
            }}
          >
            <Dialog.Title className="text-xl font-bold text-slate-900">Remove this admin?</Dialog.Title>
            <Dialog.Description className="mt-3 wrap-anywhere">
              <strong>{removing?.email}</strong> will no longer see the leads or this admin page. The account
              itself stays.
              {removing?.self && ' This is your own account: you will leave the admin page at once.'}
            </Dialog.Description>
            <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
              <button
                type="button"
                className="btn min-w-0 bg-red-700 text-white wrap-anywhere hover:bg-red-800"
                onClick={() => {
                  if (!removing) return;
                  confirmed.current = true;
                  run(removing.email, false);
                  setRemoving(null);
                }}
              >
                Remove {removing?.email}
              </button>
              <Dialog.Close ref={cancelButton} className="btn btn-outline">
                Cancel
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
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
