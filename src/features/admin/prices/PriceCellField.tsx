import type { CellDraft } from './price-input';
import type { PriceCellInfo } from './price-list-api';

const sentence = (label: string) => `${label[0]!.toUpperCase()}${label.slice(1)}`;

/**
 * One price of the list: its label in the owners' words (from price_cells), the dollars, and "We quote on site"
 * where the cell allows it. A wrong value is marked and says why, in the server's words.
 */
export function PriceCellField({
  id,
  hintId,
  info,
  draft,
  error,
  onChange,
  onBlur,
  inputRef,
  checkboxRef,
}: {
  id: string;
  /** The form's note that prices are in dollars, which every field points to. */
  hintId: string;
  info: PriceCellInfo;
  draft: CellDraft;
  error: string | undefined;
  onChange: (next: CellDraft) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  checkboxRef: (element: HTMLInputElement | null) => void;
}) {
  const errorId = `${id}-error`;
  const label = sentence(info.label);
  return (
    // The label takes a row's spare height, so the inputs of a row line up when one label wraps.
    <div className="flex min-w-0 flex-col">
      <label htmlFor={id} className="block grow text-sm font-semibold text-slate-900">
        {label}
      </label>
      <div
        className={`mt-1 flex min-h-11 items-center rounded-lg border bg-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 ${
          error ? 'border-red-700' : 'border-slate-400'
        } ${draft.onSite ? 'bg-slate-100' : ''}`}
      >
        <span className="pl-3 text-slate-700" aria-hidden="true">
          $
        </span>
        <input
          id={id}
          ref={inputRef}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={draft.onSite ? '' : draft.text}
          placeholder={draft.onSite ? 'on site' : undefined}
          disabled={draft.onSite}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => onChange({ ...draft, text: event.target.value })}
          onBlur={onBlur}
          className="min-h-11 w-full min-w-0 rounded-lg bg-transparent py-2 pr-3 pl-1 text-base text-slate-900 tabular-nums outline-none disabled:text-slate-700"
        />
      </div>
      {(info.quoteOnSiteAllowed || draft.onSite) && (
        <label className="mt-1 flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            ref={checkboxRef}
            checked={draft.onSite}
            aria-label={`We quote on site: ${info.label}`}
            aria-invalid={error && draft.onSite ? true : undefined}
            aria-describedby={error && draft.onSite ? errorId : undefined}
            onChange={(event) => onChange({ ...draft, onSite: event.target.checked })}
            className="size-5 accent-brand-700"
          />
          We quote on site
        </label>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
