import { useEffect, useState } from 'react';
import { unsubscribePage as copy } from '@/content/unsubscribe';
import { PageHead } from '@/features/seo/PageHead';
import { unsubscribeNow, unsubscribeStatus, type UnsubscribeState } from '@/lib/unsubscribe';

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
      <PageHead title={copy.title} description={copy.description} noindex />
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{copy.title}</h1>
      {state === 'checking' || state === 'sending' ? (
        <p role="status" className="mt-4 text-slate-700">
          {state === 'checking' ? copy.checking : copy.sending}
        </p>
      ) : state === 'subscribed' ? (
        <div className="mt-4 grid gap-4">
          <p className="text-lg text-slate-800">{copy.ask}</p>
          <p>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setState('sending');
                void unsubscribeNow(token()).then(setState);
              }}
            >
              {copy.button}
            </button>
          </p>
        </div>
      ) : (
        <p role="status" className="mt-4 text-lg text-slate-800">
          {copy.outcome[state]}
        </p>
      )}
    </div>
  );
}
