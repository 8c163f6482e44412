import { FormField, type FormFieldsProps } from '@/components/ui/form-field';
import { LeadFormSubmit } from '@/components/ui/lead-form-submit';

export type ContactField = 'name' | 'email' | 'phone' | 'message';

/** The contact form's fields and button. */
export function ContactFields({ bind, field, status, submitting = false }: FormFieldsProps<ContactField>) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('name')} label="Name">
          {(props) => <input {...bind('name')} {...props} type="text" autoComplete="name" />}
        </FormField>
        <FormField {...field('email')} label="Email">
          {(props) => <input {...bind('email')} {...props} type="email" autoComplete="email" />}
        </FormField>
      </div>
      <FormField
        {...field('phone')}
        label={
          <>
            Phone <span className="font-normal text-slate-600">(optional)</span>
          </>
        }
      >
        {(props) => <input {...bind('phone')} {...props} type="tel" autoComplete="tel" />}
      </FormField>
      <FormField {...field('message')} label="Message">
        {(props) => <textarea {...bind('message')} {...props} rows={5} />}
      </FormField>
      <LeadFormSubmit status={status} submitting={submitting} label="Send Message" />
    </>
  );
}
