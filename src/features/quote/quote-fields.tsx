import type { ReactNode } from 'react';
import { DOG_COUNTS } from '@shared/lead-rules';
import {
  LAST_CLEANED,
  LAST_CLEANED_LABELS,
  PLAN_LABELS,
  PLANS,
  YARD_SIZE_LABELS,
  YARD_SIZES,
} from '@shared/pricing';
import { FormField, SelectField, type Choice, type FormFieldsProps } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/SubmitButton';

/**
 * The form's fields in page order: name, ZIP code and dogs, how often and the yard (what the estimate prices), then
 * the optional contact for the reply.
 */
export const QUOTE_FIELDS = [
  'name',
  'zipCode',
  'dogCount',
  'plan',
  'lastCleaned',
  'yardSize',
  'contact',
] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];

export const CONTACT_LABEL = 'Phone or email (so we can send your quote)';

export interface QuoteFieldsProps extends FormFieldsProps<QuoteField> {
  /** Said under the ZIP field once it holds 5 digits: in the service area or not. */
  zipNote?: string;
  /** The estimate, before the contact field and the button: the live form's (the shell has none). */
  estimate?: ReactNode;
}

/** Said in the yard questions' first option: left unanswered, the estimate assumes the most common answer. */
export const NOT_SURE = 'Not sure';

/** The questions about the yard, which the estimate prices and which a visitor may leave unanswered. */
const YARD_QUESTIONS = [
  {
    name: 'lastCleaned',
    label: 'When was the yard last cleaned?',
    choices: LAST_CLEANED.map((when) => ({ value: when, label: LAST_CLEANED_LABELS[when] })),
  },
  {
    name: 'yardSize',
    label: 'Yard size',
    choices: YARD_SIZES.map((size) => ({ value: size, label: YARD_SIZE_LABELS[size] })),
  },
] as const satisfies readonly { name: QuoteField; label: string; choices: readonly Choice[] }[];

export const SUBMIT_LABEL = 'Get My Free Quote';
export const SUBMITTING_LABEL = 'Getting Quote...';

/** The quick quote form's controls. */
export function QuoteFields({ bind, field, submitting = false, zipNote, estimate }: QuoteFieldsProps) {
  const zipNoteId = `${field('zipCode').id}-note`;

  return (
    <div className="mt-5 grid gap-4">
      <FormField {...field('name')} label="Your name">
        {(props) => <input {...bind('name')} {...props} type="text" autoComplete="name" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('zipCode')} label="ZIP code" describedBy={zipNote ? zipNoteId : undefined}>
          {(props) => (
            <input
              {...bind('zipCode')}
              {...props}
              type="text"
              inputMode="numeric"
              maxLength={5}
              autoComplete="postal-code"
            />
          )}
        </FormField>
        <SelectField
          {...field('dogCount')}
          label="Number of dogs"
          binding={bind('dogCount')}
          blank="Select…"
          choices={DOG_COUNTS.map((count) => ({
            value: count,
            label: count === DOG_COUNTS[DOG_COUNTS.length - 1] ? `${count}+` : count,
          }))}
        />
      </div>
      <SelectField
        {...field('plan')}
        label="How often?"
        binding={bind('plan')}
        choices={PLANS.map((plan) => ({ value: plan, label: PLAN_LABELS[plan] }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {YARD_QUESTIONS.map(({ name, label, choices }) => (
          <SelectField
            key={name}
            {...field(name)}
            label={label}
            binding={bind(name)}
            blank={NOT_SURE}
            choices={choices}
          />
        ))}
      </div>
      {estimate}
      <FormField {...field('contact')} label={CONTACT_LABEL}>
        {(props) => <input {...bind('contact')} {...props} type="text" maxLength={255} />}
      </FormField>
      <div>
        <p id={zipNoteId} aria-live="polite" className={zipNote ? 'mb-3 text-sm text-slate-700' : undefined}>
          {zipNote}
        </p>
        <SubmitButton
          submitting={submitting}
          label={SUBMIT_LABEL}
          submittingLabel={SUBMITTING_LABEL}
          className="btn btn-primary w-full"
        />
      </div>
    </div>
  );
}
