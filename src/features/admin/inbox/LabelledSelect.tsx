import { inputClass } from '@/components/ui/form-field';

/**
 * A label and its select of the choices in `options` (each value and its words, in order): the inbox's filters, a
 * lead card's status (`small`, as the card's other labels are).
 */
export function LabelledSelect<V extends string>({
  id,
  label,
  small = false,
  options,
  value,
  onChoose,
  disabled,
  describedBy,
}: {
  id: string;
  label: string;
  small?: boolean;
  options: Readonly<Record<V, string>>;
  value: V;
  onChoose: (value: V) => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <>
      <label
        htmlFor={id}
        className={small ? 'text-sm font-semibold text-slate-900' : 'font-semibold text-slate-900'}
      >
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => onChoose(e.target.value as V)}
      >
        {Object.entries<string>(options).map(([choice, words]) => (
          <option key={choice} value={choice}>
            {words}
          </option>
        ))}
      </select>
    </>
  );
}
