import { useEffect, useState } from 'react';
import { business } from '@/content/business';
import { PageHead } from '@/features/seo/PageHead';
import { unsubscribeNow, unsubscribeStatus, type UnsubscribeState } from '@/lib/unsubscribe';

const MESSAGES: Record<Exclude<UnsubscribeState, 'subscribed'>, string> = {
  unsubscribed: `You're unsubscribed. ${business.name} will send you no more follow-ups or other emails you did not ask for; we still answer when you write to us.`,
  unknown:
    'This unsubscribe link is not valid. Copy the whole link from the email, or reply to the email and we will take you off.',
  unreachable: `We could not reach our server. Try again in a minute, or call ${business.phone.digits}.`,
};

/**
 * /unsubscribe?token=...: the link in every email that is not a direct answer. Asks before it unsubscribes (a link
 * scanner's visit changes nothing); mail clients unsubscribe with one click through the List-Unsubscribe header.
 */
export default function UnsubscribePage() {
  const [state, setState] = useState<UnsubscribeState | 'checking' | 'sending'>('checking');
  const token = () => new URLSearchParams(window.location.search).get('token') ?? '';

  useEffect(() => {
    void unsubscribeStatus(token()).then(setState);
  }, []);

  return (
    <div className="container-page max-w-2xl py-12">
      <PageHead
        title="Unsubscribe"
        description={`Stop the emails ${business.name} sends that you did not ask for.`}
        noindex
      />
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">Unsubscribe</h1>
      {state === 'checking' || state === 'sending' ? (
        <p role="status" className="mt-4 text-slate-700">
          {state === 'checking' ? 'Checking your link…' : 'Unsubscribing…'}
        </p>
      ) : state === 'subscribed' ? (
        <div className="mt-4 grid gap-4">
          <p className="text-lg text-slate-800">
            Stop the follow-ups and any other email from {business.name} that is not an answer to you?
          </p>
          <p>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setState('sending');
                void unsubscribeNow(token()).then(setState);
              }}
            >
              Unsubscribe
            </button>
          </p>
        </div>
      ) : (
        <p role="status" className="mt-4 text-lg text-slate-800">
          {MESSAGES[state]}
        </p>
      )}
    </div>
  );
}
