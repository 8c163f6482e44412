import { emailSchema } from '@shared/schemas';
import { sendLead, type LeadOutcome } from '@/lib/leads/send-lead';
import { newsletterNotice, type Notice } from './newsletter-messages';

export type SignupResult =
  { kind: 'invalid-email'; message: string } | { kind: 'done'; outcome: LeadOutcome; notice: Notice };

/**
 * The footer form's whole submit path (validation with the shared schema, then the send), loaded when the form is
 * first used: the footer is on every page, and this keeps zod's rules out of first load.
 */
export async function submitSignup(input: {
  email: string;
  source: string;
  page: string;
  /** The form's hidden field, as typed: only bots fill it. */
  honeypot?: string;
}): Promise<SignupResult> {
  const parsed = emailSchema.safeParse(input.email);
  if (!parsed.success)
    return { kind: 'invalid-email', message: parsed.error.issues[0]?.message ?? 'Invalid email address' };
  const outcome = await sendLead(
    'newsletter',
    { email: parsed.data, source: input.source, page: input.page },
    { honeypot: input.honeypot },
  );
  return { kind: 'done', outcome, notice: newsletterNotice(outcome) };
}
