/**
 * The lead forms' validation rules, shared by the browser forms and the edge functions, so a visitor sees the same
 * message the server would answer. Keep this module free of server-only imports: the browser bundles it.
 * Messages are the texts of docs/product.md; limits, the honeypot and the dog counts come from ./lead-rules.ts.
 *
 * Text Postgres cannot store never passes: a NUL character, or half of a surrogate pair (a lone UTF-16 surrogate,
 * which JSON can carry as `\ud800` but UTF-8 cannot encode). Per field:
 * - names, emails, ZIP codes and phone numbers are refused by their own patterns (letters, an address, digits);
 * - source, page and the lead magnet's selections are set by the site's code, never typed: control characters or
 *   a lone surrogate there are refused with a message of their own;
 * - messages are typed (or pasted) by a person: there, NUL and the other invisible control characters except tab
 *   and line breaks are removed, and a lone surrogate becomes U+FFFD (what a UTF-8 encoder writes in its place),
 *   because a visitor can neither see nor fix them and the message still reads the same.
 */
import * as z from 'zod/mini';
import { DOG_COUNTS, limits, REFERRAL_CODE_PATTERN } from './lead-rules.ts';
import { LAST_CLEANED, PLANS, WELCOME_CODE, YARD_SIZES } from './pricing.ts';
import { believedSignupDate } from './signup-date.ts';

// zod/mini rather than zod: the same checks as functions instead of methods, so the browser's form code carries
// only the checks these rules use (zod's method API weighs about 84 KB minified in the form chunk, all of it).
// The site's CSP forbids eval: without this, zod probes `new Function` once and the browser reports a violation.
z.config({ jitless: true });

export const messages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email must be less than 255 characters',
  emailLocalPartTooLong: 'The part of the email before the @ must be at most 64 characters',
  emailDomainLabelTooLong: 'Each part of the email after the @ must be at most 63 characters between dots',
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
  sourceCharacters: 'Source contains characters that are not allowed',
  pageCharacters: 'Page contains characters that are not allowed',
  choiceTooLong: 'Selection must be less than 100 characters',
  choiceCharacters: 'Selection contains characters that are not allowed',
  clientIdInvalid: 'Invalid request id',
  plan: 'Please choose how often',
  lastCleaned: 'Please choose when the yard was last cleaned',
  yardSize: 'Please choose the yard size',
} as const;

// Letters of any script (accented names included), combining marks, spaces, hyphens, and straight or typographic
// apostrophes (phones type ’ by default).
const NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;
// Digits, spaces, hyphens and parentheses, with an optional leading + for international numbers.
const PHONE_PATTERN = /^\+?[\d ()-]+$/;

// C0 controls and DEL; a lone high surrogate (not followed by a low one) or a lone low surrogate. The second pattern
// matches well-formed pairs first, so only lone halves are replaced; it avoids lookbehind for older Safari.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const SURROGATES = /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g;

/** True when the text holds half of a surrogate pair. */
export function hasLoneSurrogate(text: string): boolean {
  for (const match of text.matchAll(SURROGATES)) if (match[0].length === 1) return true;
  return false;
}

/** Single-line text set by code: no control character, no lone surrogate. */
export const isPlainLine = (text: string) => !CONTROL_CHARACTERS.test(text) && !hasLoneSurrogate(text);

/** Free text typed by a person, made storable: invisible controls removed, lone surrogates as U+FFFD. */
export const storableText = (text: string) =>
  text
    .replace(INVISIBLE_CONTROLS, '')
    .replace(SURROGATES, (match) => (match.length === 1 ? '\ufffd' : match));

const isBlank = (value: string | null | undefined): value is '' | null | undefined =>
  value === undefined || value === null || value === '';

/** A blank optional field (absent, null or only spaces) becomes undefined; anything else must pass `rules`. */
function optionalText<T extends z.ZodMiniType<string, string>>(rules: T) {
  return z.pipe(
    z.pipe(
      z.nullish(z.string().check(z.trim())),
      z.transform((value: string | null | undefined) => (isBlank(value) ? undefined : value)),
    ),
    z.optional(rules),
  );
}

/**
 * A required field's text: trimmed, told `required` when it is missing or blank and `tooLong` past `max`, then
 * put through `checks`.
 */
function requiredText(required: string, max: number, tooLong: string, ...checks: z.core.$ZodCheck<string>[]) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(max, { error: tooLong, abort: true }),
      ...checks,
    );
}

/** Each label of the domain fits DNS: zod's email pattern bounds neither a label nor the whole name. */
const domainLabelsFit = (email: string) =>
  email
    .slice(email.lastIndexOf('@') + 1)
    .split('.')
    .every((label) => label.length <= limits.emailDomainLabel);

// The lengths of the parts are checked once the address has an address's shape, so 'not-an-email' is told that.
export const emailSchema = z.pipe(
  z.pipe(
    requiredText(messages.emailRequired, limits.email, messages.emailTooLong, z.toLowerCase()),
    z.email({ error: messages.emailInvalid }),
  ),
  z.string().check(
    z.refine((email) => email.indexOf('@') <= limits.emailLocalPart, {
      error: messages.emailLocalPartTooLong,
      abort: true,
    }),
    z.refine(domainLabelsFit, { error: messages.emailDomainLabelTooLong }),
  ),
);

export const nameSchema = requiredText(
  messages.nameRequired,
  limits.name,
  messages.nameTooLong,
  z.regex(NAME_PATTERN, { error: messages.nameCharacters }),
);

/** The name variant of the lead-magnet form: may be left empty. */
export const optionalNameSchema = optionalText(nameSchema);

// Digits are checked first so that '12a45' is told what is wrong with it, not that it has the wrong length.
export const zipCodeSchema = z
  .string({ error: messages.zipLength })
  .check(
    z.trim(),
    z.regex(/^\d*$/, { error: messages.zipDigits, abort: true }),
    z.length(5, { error: messages.zipLength }),
  );

/** A select sends its value as a string; JSON callers may send a number. Both become 1 | 2 | 3 | 4. */
export const dogCountSchema = z.pipe(
  z.pipe(
    z.union([z.number(), z.string()], { error: messages.dogCount }),
    z.transform((value: number | string) =>
      typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value,
    ),
  ),
  z.literal(DOG_COUNTS, { error: messages.dogCount }),
);

const countDigits = (value: string) => value.replace(/\D/g, '').length;

/** "At least 10 digits" counts digits, so '(254) 726-673' (9 digits, 13 characters) is too short. */
const phoneRules = z.string().check(
  z.regex(PHONE_PATTERN, { error: messages.phoneFormat, abort: true }),
  z.refine((value: string) => countDigits(value) >= limits.phoneMin, {
    error: messages.phoneTooShort,
    abort: true,
  }),
  z.maxLength(limits.phoneMax, { error: messages.phoneTooLong }),
);

/** Optional. */
export const phoneSchema = optionalText(phoneRules);

const looksLikeEmail = (value: string) => value.includes('@');

/**
 * The quote's optional "phone or email": an entry with an @ is held to the email rules (and lower-cased), anything
 * else to the phone rules, each with its own messages.
 */
export const phoneOrEmailSchema = optionalText(
  z.string().check(
    z.superRefine((value, context) => {
      const result = (looksLikeEmail(value) ? emailSchema : phoneRules).safeParse(value);
      if (!result.success)
        context.addIssue({ code: 'custom', message: result.error.issues[0]!.message, input: value });
    }),
    z.overwrite((value) => (looksLikeEmail(value) ? value.toLowerCase() : value)),
  ),
);

/**
 * The referral code the visitor held when sending a lead, upper-cased. A code that is not one in shape is dropped,
 * not refused: the code is the site's bookkeeping, and a lead is never lost over it.
 */
export const heldReferralCodeSchema = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value: unknown) => {
      if (typeof value !== 'string') return undefined;
      const code = value.trim().toUpperCase();
      return REFERRAL_CODE_PATTERN.test(code) ? code : undefined;
    }),
  ),
);

export const messageSchema = z
  .string({ error: messages.messageRequired })
  .check(
    z.overwrite(storableText),
    z.trim(),
    z.minLength(1, { error: messages.messageRequired, abort: true }),
    z.maxLength(limits.message, { error: messages.messageTooLong }),
  );

export const referralMessageSchema = optionalText(
  z
    .string()
    .check(
      z.overwrite(storableText),
      z.maxLength(limits.referralMessage, { error: messages.referralMessageTooLong }),
    ),
);

export const sourceSchema = requiredText(
  messages.sourceRequired,
  limits.source,
  messages.sourceTooLong,
  z.refine(isPlainLine, { error: messages.sourceCharacters }),
);

export const pageSchema = optionalText(
  z
    .string()
    .check(
      z.maxLength(limits.page, { error: messages.pageTooLong, abort: true }),
      z.refine(isPlainLine, { error: messages.pageCharacters }),
    ),
);

/**
 * The id the browser gives a lead when it first sends it (`crypto.randomUUID()`). The lead is stored under it, so
 * when the browser sends it again (it kept the lead because the answer never arrived) the server recognises it.
 */
export const clientIdSchema = z.nullish(z.uuid({ error: messages.clientIdInvalid }));

const choiceSchema = optionalText(
  z
    .string()
    .check(
      z.maxLength(limits.choice, { error: messages.choiceTooLong, abort: true }),
      z.refine(isPlainLine, { error: messages.choiceCharacters }),
    ),
);

/** One of `values`, or '' / null / absent: the question was left unanswered. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z.optional(z.nullable(z.enum([...values, ''] as [...T, ''], { error })));

/**
 * The welcome code when the visitor holds it (typed in any case), else false. Any other text is no code at all,
 * never a refusal: a quote is never lost over a code.
 */
export const heldWelcomeCodeSchema = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value: unknown) => typeof value === 'string' && value.trim().toUpperCase() === WELCOME_CODE),
  ),
);

/**
 * The quote form. The plan defaults to weekly, the yard questions may be left unanswered ('', null or absent: the
 * estimate assumes the most common answer). A price in the request is no field of it and is dropped unread: the server prices.
 */
export const quoteRequestSchema = z.object({
  clientId: clientIdSchema,
  name: nameSchema,
  zipCode: zipCodeSchema,
  dogCount: dogCountSchema,
  contact: phoneOrEmailSchema,
  page: pageSchema,
  referralCode: heldReferralCodeSchema,
  plan: z._default(z.enum(PLANS, { error: messages.plan }), 'weekly'),
  lastCleaned: optionalChoice(LAST_CLEANED, messages.lastCleaned),
  yardSize: optionalChoice(YARD_SIZES, messages.yardSize),
  welcomeCode: heldWelcomeCodeSchema,
});

/**
 * The newsletter payload also carries `user_id`; it is not part of the schema, so it is dropped unread (zod strips
 * unknown keys), and older kept leads that send it still validate. The signed-in user comes from the caller's
 * verified access token instead, never from the body.
 */
export const newsletterSignupSchema = z.object({
  clientId: clientIdSchema,
  email: emailSchema,
  source: sourceSchema,
  page: pageSchema,
  referralCode: heldReferralCodeSchema,
  // A kept lead's sign-up date: used when plausible, else dropped, never refused (./signup-date.ts).
  subscribedAt: z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value: unknown) => believedSignupDate(value)),
    ),
  ),
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
  referralCode: heldReferralCodeSchema,
});

export const referralInviteSchema = z.object({
  clientId: clientIdSchema,
  referrerEmail: emailSchema,
  referredEmail: emailSchema,
  referredName: nameSchema,
  message: referralMessageSchema,
});

/**
 * The referral code lookup takes any text as the code: text that is not a code is answered "not valid", exactly as
 * an unknown code is, so the answer never tells the two apart.
 */
export const referralCodeCheckSchema = z.object({
  code: z.string({ error: 'Referral code is required' }),
});

export type QuoteRequest = z.output<typeof quoteRequestSchema>;
export type NewsletterSignup = z.output<typeof newsletterSignupSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ReferralInvite = z.output<typeof referralInviteSchema>;

/**
 * The first message of each failing field, keyed by its path ('zipCode', or 'a.b' when nested); issues about the
 * whole value are keyed 'form'. The server answers 400 with this map, and a form can show it as field errors.
 */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    fields[key] ??= issue.message;
  }
  return fields;
}
