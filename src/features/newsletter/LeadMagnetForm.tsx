import { useRef } from 'react';
import * as z from 'zod/mini';
import { leadMagnetSchema } from '@shared/schemas';
import { filledHoneypot } from '@shared/lead-rules';
import { LeadForm } from '@/components/ui/LeadForm';
import { useLeadForm } from '@/components/ui/use-lead-form';
import { track } from '@/lib/analytics';
import { sendLead } from '@/lib/leads/send-lead';
import { LeadMagnetFields, type GuideOption } from './lead-magnet-fields';
import { newsletterNotice } from './newsletter-messages';

export interface LeadMagnetFormProps {
  guides: readonly [GuideOption, ...GuideOption[]];
}

const formSchema = z.pick(leadMagnetSchema, { email: true, name: true, leadMagnet: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * "Get this guide by email": email, an optional name and the chosen guide, kept as a newsletter subscriber. A form
 * island (lead-magnet-island.ts), as the contact form is.
 */
export function LeadMagnetForm({ guides }: LeadMagnetFormProps) {
  const trap = useRef<HTMLInputElement>(null);
  const empty: FormInput = { email: '', name: '', leadMagnet: guides[0].id };
  const { fields, setStatus, submit, settle } = useLeadForm<FormInput, FormOutput>(formSchema, empty);

  // The optional name is checked by the form; the subscriber record (the newsletter payload) has no place
  // for it, so it is not sent.
  const onValid = async ({ email, leadMagnet }: FormOutput) => {
    const guide = guides.find((g) => g.id === leadMagnet) ?? guides[0];
    const source = `lead-magnet:${guide.id}`;
    const honeypot = trap.current?.value;
    const outcome = await sendLead(
      'newsletter',
      { email, source, page: window.location.pathname },
      { honeypot },
    );
    if (!settle(outcome, newsletterNotice)) return;
    // A bot's fake success is no conversion.
    if (outcome.kind === 'sent' && !filledHoneypot(honeypot))
      track('CompleteRegistration', { form: 'lead_magnet', source });
    setStatus(
      outcome.kind === 'saved'
        ? `Saved on this device: your request for “${guide.label}” will be sent automatically.`
        : `Thanks! We'll email you “${guide.label}”.`,
    );
  };

  return (
    <LeadForm
      label="Get the guide by email"
      className="mt-5 grid gap-4"
      trap={trap}
      onSubmit={(event) => submit(event, onValid)}
    >
      <LeadMagnetFields {...fields} guides={guides} />
    </LeadForm>
  );
}
