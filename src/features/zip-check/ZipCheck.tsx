import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { BookingLink } from '@/components/ui/links';
import { SearchFieldRow } from '@/components/ui/SearchFieldRow';
import { business } from '@/content/business';
import { listWords } from '@/content/words';
import { useLazyModule } from '@/lib/use-lazy-module';

type Answer =
  | { kind: 'served'; zip: string; places: string[] }
  | { kind: 'not-listed'; zip: string }
  | { kind: 'incomplete' };

const ZIP_DIGITS = 5;

const digitsOf = (input: string) => input.replace(/\D/g, '');

/** The answer for what the visitor typed, straight from the towns data. */
export function answerFor(input: string, index: ReadonlyMap<string, string[]>): Answer {
  const zip = digitsOf(input);
  if (zip.length !== ZIP_DIGITS) return { kind: 'incomplete' };
  const places = index.get(zip);
  return places ? { kind: 'served', zip, places } : { kind: 'not-listed', zip };
}

const loadZipIndex = () => import('./zip-index');

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2';

/**
 * "Do you serve my ZIP?": answers at once, in the page, from the served ZIP codes in the towns data. Any other
 * 5-digit ZIP code still gets a way to ask (the owners confirm coverage), as the quote form does. The ZIP codes
 * load when the visitor reaches the form (a focus, which comes before the first digit), not with the page.
 * Before the page hydrates, the form is a plain link to the ZIP table on /service-areas.
 */
export function ZipCheck({ headingLevel: Heading = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const id = `zip-check-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [entry, setEntry] = useState<{ value: string; submitted: boolean } | null>(null);
  // Each visit to the form asks again, so a list that could not load (offline) is tried once more.
  const [visits, setVisits] = useState(0);
  const { module, failed } = useLazyModule(loadZipIndex, visits);
  // Digits typed into the served form before this island hydrated (it loads when the visitor reaches it) count.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) {
      setEntry({ value: typed, submitted: false });
      setVisits((n) => n + 1);
    }
  }, []);

  const complete = entry !== null && digitsOf(entry.value).length === ZIP_DIGITS;
  // While typing, answer as soon as five digits are in (and the ZIP codes are here); a submit of fewer says so.
  const answer: Answer | null =
    complete && module
      ? answerFor(entry.value, module.servedZips)
      : !complete && entry?.submitted
        ? { kind: 'incomplete' }
        : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('zip');
    setEntry({ value: typeof value === 'string' ? value : '', submitted: true });
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
        onFocus={() => setVisits((n) => (module ? n : n + 1))}
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <SearchFieldRow inputId={`${id}-zip`} label="Your ZIP code" submitLabel="Check">
          <input
            ref={input}
            id={`${id}-zip`}
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={ZIP_DIGITS}
            pattern="[0-9]{5}"
            onChange={(event) => setEntry({ value: event.currentTarget.value, submitted: false })}
            className="mt-1 block min-h-11 w-36 rounded-lg border border-slate-400 px-3 text-base tabular-nums"
          />
        </SearchFieldRow>
      </form>
      <div role="status" className="mt-4 text-slate-800">
        {answer?.kind === 'served' && (
          <p>
            <strong>Yes, we serve {answer.zip}</strong> ({listWords(answer.places)}).{' '}
            <BookingLink prefill={{ zip: answer.zip }} className={linkClass}>
              Get a free quote
            </BookingLink>{' '}
            and we reply {business.quoteReply}.
          </p>
        )}
        {answer?.kind === 'not-listed' && (
          <p>
            <strong>{answer.zip} is not on our list</strong>, but ask anyway: any ZIP code can{' '}
            <BookingLink prefill={{ zip: answer.zip }} className={linkClass}>
              request a free quote
            </BookingLink>
            , and the owners look at the address and confirm coverage.
          </p>
        )}
        {answer?.kind === 'incomplete' && <p>Enter the 5 digits of your ZIP code.</p>}
        {complete && !module && (
          <p>
            {failed ? (
              <>
                Our list of ZIP codes could not load. The{' '}
                <a href="/service-areas#zip-codes" className={linkClass}>
                  ZIP code table on Service Areas
                </a>{' '}
                lists every one we serve.
              </>
            ) : (
              'Checking…'
            )}
          </p>
        )}
      </div>
    </div>
  );
}
