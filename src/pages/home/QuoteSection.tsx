import type { ReactNode } from 'react';
import { BookingLink, PhoneLink } from '@/components/ui/links';
import { business } from '@/content/business';
import { quoteIntro } from '@/content/home';

/**
 * The hero's quote card (#quote). The quick quote form is passed in as children; until then the
 * card offers the same two ways to a quote that the form leads to: the booking form and a call.
 */
export function QuoteSection({ children }: { children?: ReactNode }) {
  return (
    <section
      id="quote"
      aria-labelledby="quote-title"
      className="rounded-2xl bg-white p-6 text-slate-800 shadow-xl ring-1 ring-black/5"
    >
      <h2 id="quote-title" className="text-2xl font-bold text-slate-900">
        {quoteIntro.title}
      </h2>
      <p className="mt-2 text-slate-700">{quoteIntro.text}</p>
      {children ?? (
        <div className="mt-5 flex flex-col gap-3">
          <BookingLink className="btn btn-primary w-full">Start my free quote</BookingLink>
          <p className="text-center text-sm text-slate-600">
            or call <PhoneLink className="font-semibold text-brand-800 underline underline-offset-2" />,{' '}
            {business.phoneAvailability.toLowerCase()}
          </p>
        </div>
      )}
    </section>
  );
}
