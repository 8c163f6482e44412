import { FormField, SelectField, type FormFieldsProps } from '@/components/ui/form-field';
import { LeadFormSubmit } from '@/components/ui/lead-form-submit';

export interface GuideOption {
  /** Short id, stored in the subscriber's source as 'lead-magnet:<id>'. */
  id: string;
  label: string;
}

export type LeadMagnetField = 'email' | 'name' | 'leadMagnet';

interface LeadMagnetFieldsProps extends FormFieldsProps<LeadMagnetField> {
  guides: readonly GuideOption[];
}

/** The lead magnet form's fields and button. */
export function LeadMagnetFields({ bind, field, status, submitting = false, guides }: LeadMagnetFieldsProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('email')} label="Email address">
          {(props) => <input {...bind('email')} {...props} type="email" autoComplete="email" />}
        </FormField>
        <FormField
          {...field('name')}
          label={
            <>
              First name <span className="font-normal text-slate-600">(optional)</span>
            </>
          }
        >
          {(props) => <input {...bind('name')} {...props} type="text" autoComplete="given-name" />}
        </FormField>
      </div>
      <SelectField
        {...field('leadMagnet')}
        label="Guide"
        binding={bind('leadMagnet')}
        choices={guides.map((guide) => ({ value: guide.id, label: guide.label }))}
      />
      <LeadFormSubmit status={status} submitting={submitting} label="Email me the guide" />
    </>
  );
}
