import { formatDate } from '@/lib/account-query';
import { useNewsletter, useSetNewsletter } from './account-api';

/** Subscribe to or leave the newsletter, for the account's address. */
export function NewsletterPreference({ userId, email }: { userId: string; email: string }) {
  const state = useNewsletter(userId);
  const change = useSetNewsletter(userId);

  return (
    <section
      aria-labelledby="newsletter-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="newsletter-title" className="text-xl font-bold text-slate-900">
        Email preferences
      </h2>
      {state.isPending ? (
        <p className="mt-3 text-slate-700">Loading your choice...</p>
      ) : state.isError ? (
        <p role="alert" className="mt-3 text-red-800">
          We could not load your newsletter choice. Please reload the page.
        </p>
      ) : (
        <>
          <p className="mt-3 text-slate-700" data-testid="newsletter-state">
            {state.data.subscribed ? (
              <>
                You receive our newsletter at{' '}
                <strong className="break-all">{state.data.email ?? email}</strong>
                {state.data.subscribed_at ? ` (since ${formatDate(state.data.subscribed_at)})` : ''}.
              </>
            ) : (
              <>
                You are not subscribed to our newsletter: occasional pet-waste and yard-care tips and offers,
                by email.
              </>
            )}
          </p>
          <button
            type="button"
            className={`btn mt-4 ${state.data.subscribed ? 'btn-outline' : 'btn-primary'}`}
            aria-disabled={change.isPending || undefined}
            onClick={() => !change.isPending && change.mutate(!state.data.subscribed)}
          >
            {change.isPending
              ? 'Saving...'
              : state.data.subscribed
                ? 'Unsubscribe'
                : 'Subscribe to the newsletter'}
          </button>
          <p role="status" className="mt-2 text-sm text-slate-700">
            {change.isError ? 'That did not work. Please try again.' : ''}
            {change.isSuccess ? (change.data.subscribed ? 'Subscribed.' : 'Unsubscribed.') : ''}
          </p>
        </>
      )}
    </section>
  );
}
