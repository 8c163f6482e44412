import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/AuthProvider';
import { deleteMyAccount, exportMyData } from './account-api';

/** The word a person types to confirm deleting their account. */
export const DELETE_CONFIRMATION = 'DELETE';

/** "Download my data": what the server keeps about the account, as a JSON file. */
export function DownloadMyData() {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      const data = await exportMyData();
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = `my-data-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div>
      <h3 className="font-semibold text-slate-900">Your data</h3>
      <p className="mt-1 text-slate-700">
        A file with everything this site keeps about you: your account and its sign-ins, your referral code
        and referrals, the requests you sent (with the phone number or email you left) and your newsletter
        sign-ups.
      </p>
      <button
        type="button"
        className="btn btn-outline mt-3"
        aria-disabled={state === 'busy' || undefined}
        onClick={() => state !== 'busy' && void download()}
      >
        {state === 'busy' ? 'Preparing...' : 'Download my data'}
      </button>
      <p role="status" className="mt-2 text-sm text-red-800">
        {state === 'failed' ? 'The download did not work. Please try again.' : ''}
      </p>
    </div>
  );
}

/** Deletes the account and everything tied to it, after the person types the confirmation word. */
export function DeleteAccount() {
  const id = useId();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const confirmed = typed.trim() === DELETE_CONFIRMATION;

  const remove = async () => {
    if (!confirmed || state === 'busy') return;
    setState('busy');
    try {
      await deleteMyAccount();
    } catch {
      setState('failed');
      return;
    }
    // The account is gone on the server; end the session on this device too.
    await signOut();
    toast({ title: 'Account deleted', description: 'Your website account and its data are deleted.' });
    navigate('/', { replace: true });
  };

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-red-200 bg-red-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void remove();
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold text-red-950">
        Delete your account
      </h3>
      <p className="mt-1 text-red-950">
        This deletes your website account, your referral link and the requests you sent while signed in. It
        cannot be undone. Your service with us (in the client hub) is not affected.
      </p>
      <label htmlFor={`${id}-confirm`} className="mt-3 block font-semibold text-red-950">
        Type {DELETE_CONFIRMATION} to confirm
      </label>
      <input
        id={`${id}-confirm`}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        className="mt-1 block min-h-11 w-full max-w-xs rounded-lg border border-red-400 bg-white px-3 py-2 text-base"
      />
      <button
        type="submit"
        className="btn mt-3 bg-red-700 text-white hover:bg-red-800"
        aria-disabled={!confirmed || state === 'busy' || undefined}
      >
        {state === 'busy' ? 'Deleting...' : 'Delete my account'}
      </button>
      <p role="status" className="mt-2 text-sm text-red-900">
        {state === 'failed' ? 'The account could not be deleted. Please try again, or contact us.' : ''}
      </p>
    </form>
  );
}
