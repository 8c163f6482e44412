/**
 * The lead forms' validation rules, shared by the browser forms and the edge functions, so a visitor sees the same
 * message the server would answer. Keep this module free of server-only imports: the browser bundles it.
 * Messages are the spec's texts (section 5); rules that the spec states as "max N" allow N characters.
 */
import { z } from 'zod';

// The site's CSP forbids eval: without this, zod probes `new Function` once and the browser reports a violation.
z.config({ jitless: true });

export const messages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email must be less than 255 characters',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be less than 100 characters',
  nameCharacters: 'Name can only contain letters, spaces, hyphens, and apostrophes',
  zipLength: 'Zip code must be exactly 5 digits',
  zipDigits: 'Zip code must contain only numbers',
  dogCount: 'Please select a valid number of dogs',
  phoneFormat: 'Invalid phone number format',
  phoneTooShort: 'Phone number must be at least 10 digits',
  phoneTooLong: 'Phone number must be less than 20 characters',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be less than 2000 characters',
  referralMessageTooLong: 'Message must be less than 500 characters',
  sourceRequired: 'Source is required',
  sourceTooLong: 'Source must be less than 100 characters',
  pageTooLong: 'Page must be less than 500 characters',
  userIdInvalid: 'Invalid user id',
  choiceTooLong: 'Selection must be less than 100 characters',
  clientIdInvalid: 'Invalid request id',
} as const;

export const limits = {
  email: 255,
  name: 100,
  message: 2000,
  referralMessage: 500,
  source: 100,
  page: 500,
  phoneMin: 10,
  phoneMax: 20,
  choice: 100,
} as const;

/** Bots fill every input they find; people never see this one. A filled honeypot is answered as a success. */
export const HONEYPOT_FIELD = 'website';

/** Dog counts offered by the quote form; 4 is labelled "4+". */
export const DOG_COUNTS = [1, 2, 3, 4] as const;

// Letters of any script (accented names included), combining marks, spaces, hyphens, and straight or typographic
// apostrophes (phones type ’ by default).
const NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;
// Digits, spaces, hyphens and parentheses, with an optional leading + for international numbers.
const PHONE_PATTERN = /^\+?[\d ()-]+$/;

const isBlank = (value: string | null | undefined): value is '' | null | undefined =>
  value === undefined || value === null || value === '';

/** A blank optional field (absent, null or only spaces) becomes undefined; anything else must pass `rules`. */
function optionalText<T extends z.ZodType<string, string>>(rules: T) {
  return z
    .string()
    .trim()
    .nullish()
    .transform((value) => (isBlank(value) ? undefined : value))
    .pipe(rules.optional());
}

export const emailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, { error: messages.emailRequired, abort: true })
  .max(limits.email, { error: messages.emailTooLong, abort: true })
  .toLowerCase()
  .pipe(z.email({ error: messages.emailInvalid }));

export const optionalEmailSchema = optionalText(emailSchema);

export const nameSchema = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, { error: messages.nameRequired, abort: true })
  .max(limits.name, { error: messages.nameTooLong, abort: true })
  .regex(NAME_PATTERN, { error: messages.nameCharacters });

/** The name variant of the lead-magnet form: may be left empty. */
export const optionalNameSchema = optionalText(nameSchema);

// Digits are checked first so that '12a45' is told what is wrong with it, not that it has the wrong length.
export const zipCodeSchema = z
  .string({ error: messages.zipLength })
  .trim()
  .regex(/^\d*$/, { error: messages.zipDigits, abort: true })
  .length(5, { error: messages.zipLength });

/** A select sends its value as a string; JSON callers may send a number. Both become 1 | 2 | 3 | 4. */
export const dogCountSchema = z
  .union([z.number(), z.string()], { error: messages.dogCount })
  .transform((value) =>
    typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value,
  )
  .pipe(z.literal(DOG_COUNTS, { error: messages.dogCount }));

const countDigits = (value: string) => value.replace(/\D/g, '').length;

/** Optional. "At least 10 digits" counts digits, so '(254) 726-673' (9 digits, 13 characters) is too short. */
export const phoneSchema = optionalText(
  z
    .string()
    .regex(PHONE_PATTERN, { error: messages.phoneFormat, abort: true })
    .refine((value) => countDigits(value) >= limits.phoneMin, { error: messages.phoneTooShort, abort: true })
    .max(limits.phoneMax, { error: messages.phoneTooLong }),
);

export const messageSchema = z
  .string({ error: messages.messageRequired })
  .trim()
  .min(1, { error: messages.messageRequired, abort: true })
  .max(limits.message, { error: messages.messageTooLong });

export const referralMessageSchema = optionalText(
  z.string().max(limits.referralMessage, { error: messages.referralMessageTooLong }),
);

export const sourceSchema = z
  .string({ error: messages.sourceRequired })
  .trim()
  .min(1, { error: messages.sourceRequired, abort: true })
  .max(limits.source, { error: messages.sourceTooLong });

export const pageSchema = optionalText(z.string().max(limits.page, { error: messages.pageTooLong }));

export const userIdSchema = z.uuid({ error: messages.userIdInvalid }).nullish();

/**
 * The id the browser gives a lead when it first sends it (`crypto.randomUUID()`). The lead is stored under it, so
 * when the browser sends it again (it kept the lead because the answer never arrived) the server recognises it.
 */
export const clientIdSchema = z.uuid({ error: messages.clientIdInvalid }).nullish();

const choiceSchema = optionalText(z.string().max(limits.choice, { error: messages.choiceTooLong }));

export const quoteRequestSchema = z.object({
  clientId: clientIdSchema,
  name: nameSchema,
  zipCode: zipCodeSchema,
  dogCount: dogCountSchema,
  page: pageSchema,
});

export const newsletterSignupSchema = z.object({
  clientId: clientIdSchema,
  email: emailSchema,
  source: sourceSchema,
  page: pageSchema,
  user_id: userIdSchema,
});

export const leadMagnetSchema = z.object({
  email: emailSchema,
  name: optionalNameSchema,
  leadMagnet: choiceSchema,
  selectedMagnet: choiceSchema,
});

export const contactMessageSchema = z.object({
  clientId: clientIdSchema,
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  message: messageSchema,
  page: pageSchema,
});

export const referralInviteSchema = z.object({
  clientId: clientIdSchema,
  referrerEmail: emailSchema,
  referredEmail: emailSchema,
  referredName: nameSchema,
  message: referralMessageSchema,
});

/** An owner notification about a lead kept elsewhere (for example the exit modal's email). */
export const leadNotificationSchema = z.object({
  email: optionalEmailSchema,
  name: optionalNameSchema,
  source: sourceSchema,
  page: pageSchema,
});

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;
export type NewsletterSignupInput = z.input<typeof newsletterSignupSchema>;
export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;
export type LeadMagnetInput = z.input<typeof leadMagnetSchema>;
export type LeadMagnet = z.output<typeof leadMagnetSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ReferralInviteInput = z.input<typeof referralInviteSchema>;
export type ReferralInvite = z.output<typeof referralInviteSchema>;
export type LeadNotificationInput = z.input<typeof leadNotificationSchema>;
export type LeadNotification = z.output<typeof leadNotificationSchema>;
export type DogCount = (typeof DOG_COUNTS)[number];

/**
 * The first message of each failing field, keyed by its path ('zipCode', or 'a.b' when nested); issues about the
 * whole value are keyed 'form'. The server answers 400 with this map, and a form can show it as field errors.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Every ZIP code of the served towns (shared/docs/business-facts.md), sorted and without repeats. A ZIP outside
 * this list is still accepted by the quote form; the owners confirm coverage.
 */
// prettier-ignore
export const SERVICE_AREA_ZIPS = [
  '76524', '76557', '76624', '76630', '76633', '76638', '76640', '76643', '76654', '76655', '76657', '76664',
  '76682', '76684', '76691', '76701', '76702', '76703', '76704', '76705', '76706', '76707', '76708', '76710',
  '76711', '76712', '76714', '76715', '76716', '76797', '76798', '76799',
] as const;

const serviceAreaZips: ReadonlySet<string> = new Set(SERVICE_AREA_ZIPS);

export function isServiceAreaZip(zip: string): boolean {
  return serviceAreaZips.has(zip.trim());
}
