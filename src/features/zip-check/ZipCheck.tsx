import { useId, useState, type FormEvent } from 'react';
import Search from 'lucide-react/icons/search';
import { BookingLink } from '@/components/ui/links';
import { listWords } from '@/content/area-copy';
import { business } from '@/content/business';
import { zipIndex } from '@/content/places';

type Answer =
  | { kind: 'served'; zip: string; places: string[] }
  | { kind: 'not-listed'; zip: string }
  | { kind: 'incomplete' };

const ZIP_DIGITS = 5;

/** The answer for what the visitor typed, straight from the towns data (shared/docs/business-facts.md). */
export function answerFor(input: string, index: ReadonlyMap<string, string[]> = zipIndex()): Answer {
  const zip = input.replace(/\D/g, '');
  if (zip.length !== ZIP_DIGITS) return { kind: 'incomplete' };
  const places = index.get(zip);
  return places ? { kind: 'served', zip, places } : { kind: 'not-listed', zip };
}

/**
 * "Do you serve my ZIP?": answers at once, in the page, from the served ZIP codes in the towns data. Any other
 * 5-digit ZIP code still gets a way to ask (the owners confirm coverage), as the quote form does. Before the
 * page hydrates, the form is a plain link to the ZIP table on /service-areas.
 */
export function ZipCheck({ headingLevel: Heading = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const id = `zip-check-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [answer, setAnswer] = useState<Answer | null>(null);

  const check = (value: string, submitted: boolean) => {
    const next = answerFor(value);
    // While typing, answer as soon as five digits are in; a submit answers whatever is there.
    if (next.kind !== 'incomplete' || submitted) setAnswer(next);
    else setAnswer(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('zip');
    check(typeof value === 'string' ? value : '', true);
  };

  return (
    <div className="rounded-2xl border border-brand-200 bg-white p-6">
      <Heading id={`${id}-title`} className="text-xl font-bold text-slate-900">
        Do you serve my ZIP?
      </Heading>
      <form
        action="/service-areas#zip-codes"
        noValidate
        method="get"
        aria-labelledby={`${id}-title`}
        onSubmit={onSubmit}
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor={`${id}-zip`} className="block font-semibold text-slate-900">
            Your ZIP code
          </label>
          <input
            id={`${id}-zip`}
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={ZIP_DIGITS}
            pattern="[0-9]{5}"
            onChange={(event) => check(event.currentTarget.value, false)}
            className="mt-1 block min-h-11 w-36 rounded-lg border border-slate-400 px-3 text-base tabular-nums"
          />
        </div>
        <button type="submit" className="btn btn-primary">
          <Search aria-hidden="true" className="size-5" />
          Check
        </button>
      </form>
      <div role="status" className="mt-4 text-slate-800">
        {answer?.kind === 'served' && (
          <p>
            <strong>Yes, we serve {answer.zip}</strong> ({listWords(answer.places)}).{' '}
            <BookingLink
              prefill={{ zip: answer.zip }}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              Get a free quote
            </BookingLink>{' '}
            and we reply {business.quoteReply}.
          </p>
        )}
        {answer?.kind === 'not-listed' && (
          <p>
            <strong>{answer.zip} is not on our list</strong>, but ask anyway: any ZIP code can{' '}
            <BookingLink
              prefill={{ zip: answer.zip }}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              request a free quote
            </BookingLink>
            , and the owners look at the address and confirm coverage.
          </p>
        )}
        {answer?.kind === 'incomplete' && <p>Enter the 5 digits of your ZIP code.</p>}
      </div>
    </div>
  );
}
