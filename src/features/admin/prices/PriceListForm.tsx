import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  LAST_CLEANED,
  PLANS,
  PRICE_CELLS,
  YARD_SIZES,
  type PriceCell,
  type PriceList,
} from '@shared/pricing';
import { PLAN_LABEL } from '@/lib/estimate-text';
import { checkDraft, draftOf, parseDollars, type CellDraft } from './price-input';
import {
  PriceListRefused,
  type AdminPriceList,
  type SavedPriceList,
  type useSavePriceList,
} from './price-list-api';
import { cellChanges } from './price-preview';
import { PriceCellField } from './PriceCellField';
import { PricePreview } from './PricePreview';

interface CellSet {
  legend: string;
  cells: PriceCell[];
}

/** The list as the owners think of it: the plans, the first visit, the yard, the codes. */
const GROUPS: { title: string; intro: string; sets: CellSet[] }[] = [
  {
    title: 'Plans',
    intro:
      'Each visit: the first dog, each extra dog (4 or more are priced as 4 and confirmed on the first visit), and deodorizing on every visit ($0 means it is included).',
    sets: PLANS.map((plan) => ({
      legend: PLAN_LABEL[plan],
      cells: (['first_dog', 'extra_dog', 'deodorizing'] as const).map(
        (part) => `plan.${plan}.${part}` as const,
      ),
    })),
  },
  {
    title: 'First visit',
    intro: 'The cleanup added to the first visit, by when the yard was last cleaned.',
    sets: [
      {
        legend: 'Recurring plans',
        cells: LAST_CLEANED.map((when) => `first_visit.recurring.${when}` as const),
      },
      {
        legend: 'One-time cleanup',
        cells: LAST_CLEANED.map((when) => `first_visit.one_time.${when}` as const),
      },
    ],
  },
  {
    title: 'Yard size',
    intro: 'Added to every visit of a recurring plan, and to a one-time cleanup.',
    sets: [
      { legend: 'Recurring plans', cells: YARD_SIZES.map((size) => `yard.recurring.${size}` as const) },
      { legend: 'One-time cleanup', cells: YARD_SIZES.map((size) => `yard.one_time.${size}` as const) },
    ],
  },
  {
    title: 'Codes and credits',
    intro:
      'The welcome code comes off the first visit; the referral credit is given once the friend is a customer.',
    sets: [{ legend: 'Welcome code and referral credit', cells: ['credit.welcome', 'credit.referral'] }],
  },
];

type CellErrors = Partial<Record<PriceCell, string>>;

const firstWrong = (errors: CellErrors) => PRICE_CELLS.find((cell) => errors[cell]);

/**
 * The price list as an editable grid. "Check the changes" checks every cell as the server will and opens the
 * preview; saving there sends the list to save_price_list, whose refusals land on the cells they name. The grid is
 * mounted once per saved version, so a save starts the next edit from what was saved.
 */
export function PriceListForm({
  data,
  save,
  onSaved,
}: {
  data: AdminPriceList;
  save: ReturnType<typeof useSavePriceList>;
  /** Called once a save is answered (the grid itself is then replaced by one for the saved version). */
  onSaved: (saved: SavedPriceList) => void;
}) {
  const baseId = useId();
  const [draft, setDraft] = useState(() => draftOf(data.list.cents));
  const [errors, setErrors] = useState<CellErrors>({});
  const [proposed, setProposed] = useState<PriceList | null>(null);
  const [notice, setNotice] = useState<string>();
  // The cell to focus once the render that marks it is on screen.
  const focusCell = useRef<PriceCell | undefined>(undefined);
  const inputs = useRef(new Map<PriceCell, HTMLInputElement>());
  const checkboxes = useRef(new Map<PriceCell, HTMLInputElement>());
  const onSiteAllowed = (cell: PriceCell) => data.cells[cell].quoteOnSiteAllowed;
  const label = (cell: PriceCell) => data.cells[cell].label;
  const fieldId = (cell: PriceCell) => `${baseId}-${cell.replaceAll('.', '-')}`;

  // The first wrong cell takes the focus once it is marked, so its message is read with it.
  useEffect(() => {
    const cell = focusCell.current;
    if (!cell) return;
    focusCell.current = undefined;
    (draft[cell].onSite ? checkboxes.current.get(cell) : inputs.current.get(cell))?.focus();
  });

  const markWrong = (wrong: CellErrors, message: string) => {
    setErrors(wrong);
    setProposed(null);
    setNotice(message);
    focusCell.current = firstWrong(wrong);
  };

  const change = (cell: PriceCell, next: CellDraft) => {
    setDraft((current) => ({ ...current, [cell]: next }));
    setErrors(({ [cell]: _fixed, ...rest }) => rest);
    setProposed(null);
    setNotice(undefined);
  };

  const checkOne = (cell: PriceCell) => {
    const { text, onSite } = draft[cell];
    if (onSite) return;
    const parsed = parseDollars(text);
    setErrors(({ [cell]: _before, ...rest }) =>
      'error' in parsed ? { ...rest, [cell]: parsed.error } : rest,
    );
  };

  const onReview = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft, onSiteAllowed);
    if ('errors' in checked) {
      const count = Object.keys(checked.errors).length;
      markWrong(
        checked.errors,
        `Nothing saved: ${count === 1 ? '1 price needs' : `${count} prices need`} a fix.`,
      );
      return;
    }
    setErrors({});
    if (cellChanges(data.list.cents, checked.prices, label).length === 0) {
      setProposed(null);
      setNotice(`Nothing to save: every price is as in version ${data.list.version}.`);
      return;
    }
    setNotice(undefined);
    save.reset();
    setProposed({ version: data.list.version + 1, cents: checked.prices });
  };

  const onSave = () => {
    if (!proposed) return;
    save.mutate(proposed.cents, {
      onSuccess: (saved) => {
        setProposed(null);
        onSaved(saved);
      },
      onError: (error) => {
        if (!(error instanceof PriceListRefused)) return;
        const onGrid = Object.fromEntries(
          Object.entries(error.cells).filter(([cell]) => (PRICE_CELLS as readonly string[]).includes(cell)),
        ) as CellErrors;
        const elsewhere = Object.entries(error.cells)
          .filter(([cell]) => !(cell in onGrid))
          .map(([cell, message]) => `${cell}: ${message}`);
        markWrong(onGrid, [`${error.message}.`, ...elsewhere].join(' '));
      },
    });
  };

  const changes = proposed ? cellChanges(data.list.cents, proposed.cents, label) : [];
  const saveError =
    save.isError && !(save.error instanceof PriceListRefused) ? save.error.message : undefined;

  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={onReview} aria-label="Price list" className="grid gap-4">
        <p id={`${baseId}-hint`} className="text-slate-700">
          Prices in dollars, with cents after a point (27.50), from $0 to $1,000.
        </p>
        {GROUPS.map((group, index) => (
          <section
            key={group.title}
            aria-labelledby={`${baseId}-group-${index}`}
            className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h3 id={`${baseId}-group-${index}`} className="text-lg font-bold text-slate-900">
              {group.title}
            </h3>
            <p className="mt-1 text-sm text-slate-700">{group.intro}</p>
            <div className="mt-3 grid gap-4">
              {group.sets.map((set) => (
                <fieldset key={set.legend} className="min-w-0">
                  <legend className="font-semibold text-slate-900">{set.legend}</legend>
                  <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                    {set.cells.map((cell) => (
                      <PriceCellField
                        key={cell}
                        id={fieldId(cell)}
                        hintId={`${baseId}-hint`}
                        info={data.cells[cell]}
                        draft={draft[cell]}
                        error={errors[cell]}
                        onChange={(next) => change(cell, next)}
                        onBlur={() => checkOne(cell)}
                        inputRef={(element) => {
                          if (element) inputs.current.set(cell, element);
                          else inputs.current.delete(cell);
                        }}
                        checkboxRef={(element) => {
                          if (element) checkboxes.current.set(cell, element);
                          else checkboxes.current.delete(cell);
                        }}
                      />
                    ))}
                  </div>
                </fieldset>
              ))}
            </div>
          </section>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn btn-primary">
            Check the changes
          </button>
          <p role="status" className="font-semibold text-slate-800">
            {notice}
          </p>
        </div>
      </form>
      {proposed && (
        <PricePreview
          before={data.list}
          after={proposed}
          changes={changes}
          saving={save.isPending}
          error={saveError}
          onSave={onSave}
          onKeepEditing={() => {
            setProposed(null);
            const first = PRICE_CELLS.find((cell) => proposed.cents[cell] !== data.list.cents[cell]);
            focusCell.current = first;
          }}
        />
      )}
    </div>
  );
}
