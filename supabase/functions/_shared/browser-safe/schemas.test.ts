import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  contactMessageSchema,
  hasLoneSurrogate,
  isPlainLine,
  pageSchema,
  sourceSchema,
  storableText,
  dogCountSchema,
  emailSchema,
  fieldErrors,
  leadMagnetSchema,
  messageSchema,
  nameSchema,
  newsletterSignupSchema,
  optionalNameSchema,
  phoneOrEmailSchema,
  phoneSchema,
  quoteRequestSchema,
  referralInviteSchema,
  referralMessageSchema,
  zipCodeSchema,
} from './schemas.ts';

/** The first message a schema gives for `input`, or the parsed value when it passes. */
function outcome(schema: z.ZodMiniType, input: unknown): { error: string } | { value: unknown } {
  const result = schema.safeParse(input);
  return result.success ? { value: result.data } : { error: result.error.issues[0]!.message };
}

type Case = [input: unknown, expected: { error: string } | { value: unknown }];

const fieldCases: Record<string, [z.ZodMiniType, Case[]]> = {
  email: [
    emailSchema,
    [
      ['', { error: 'Email is required' }],
      ['   ', { error: 'Email is required' }],
      [undefined, { error: 'Email is required' }],
      ['not-an-email', { error: 'Invalid email address' }],
      ['a@b', { error: 'Invalid email address' }],
      [`${'a'.repeat(250)}@b.com`, { error: 'Email must be less than 255 characters' }],
      [`${'a'.repeat(64)}@b.com`, { value: `${'a'.repeat(64)}@b.com` }],
      [
        `${'a'.repeat(65)}@b.com`,
        { error: 'The part of the email before the @ must be at most 64 characters' },
      ],
      // A label of 63 characters is DNS's longest; one of 64 (or the 182 once accepted) is no domain at all.
      [`a@${'b'.repeat(63)}.com`, { value: `a@${'b'.repeat(63)}.com` }],
      [
        `a@${'b'.repeat(64)}.com`,
        { error: 'Each part of the email after the @ must be at most 63 characters between dots' },
      ],
      [
        `a@${'b'.repeat(182)}.com`,
        { error: 'Each part of the email after the @ must be at most 63 characters between dots' },
      ],
      [
        `a@mail.${'b'.repeat(64)}.example.com`,
        { error: 'Each part of the email after the @ must be at most 63 characters between dots' },
      ],
      // The longest domain DNS allows, 253 characters in labels of 63.
      [
        `a@${`${'b'.repeat(63)}.`.repeat(3)}${'c'.repeat(61)}`,
        { value: `a@${`${'b'.repeat(63)}.`.repeat(3)}${'c'.repeat(61)}` },
      ],
      ['  Jane.Doe@Example.COM ', { value: 'jane.doe@example.com' }],
    ],
  ],
  name: [
    nameSchema,
    [
      ['', { error: 'Name is required' }],
      ['  ', { error: 'Name is required' }],
      [undefined, { error: 'Name is required' }],
      ['a'.repeat(101), { error: 'Name must be less than 100 characters' }],
      ['R2-D2', { error: 'Name can only contain letters, spaces, hyphens, and apostrophes' }],
      ['Jane <script>', { error: 'Name can only contain letters, spaces, hyphens, and apostrophes' }],
      [' Mary-Jo O’Brien ', { value: 'Mary-Jo O’Brien' }],
      ["D'Angelo", { value: "D'Angelo" }],
      ['José Núñez', { value: 'José Núñez' }],
      ['a'.repeat(100), { value: 'a'.repeat(100) }],
    ],
  ],
  'optional name': [
    optionalNameSchema,
    [
      ['', { value: undefined }],
      [undefined, { value: undefined }],
      [null, { value: undefined }],
      ['a'.repeat(101), { error: 'Name must be less than 100 characters' }],
      ['Jane5', { error: 'Name can only contain letters, spaces, hyphens, and apostrophes' }],
      ['Ana', { value: 'Ana' }],
    ],
  ],
  zipCode: [
    zipCodeSchema,
    [
      ['12a45', { error: 'Zip code must contain only numbers' }],
      ['abcde', { error: 'Zip code must contain only numbers' }],
      ['12a', { error: 'Zip code must contain only numbers' }],
      ['123', { error: 'Zip code must be exactly 5 digits' }],
      ['123456', { error: 'Zip code must be exactly 5 digits' }],
      ['', { error: 'Zip code must be exactly 5 digits' }],
      [undefined, { error: 'Zip code must be exactly 5 digits' }],
      [' 76643 ', { value: '76643' }],
      ['90210', { value: '90210' }],
    ],
  ],
  dogCount: [
    dogCountSchema,
    [
      [0, { error: 'Please select a valid number of dogs' }],
      [5, { error: 'Please select a valid number of dogs' }],
      [2.5, { error: 'Please select a valid number of dogs' }],
      ['', { error: 'Please select a valid number of dogs' }],
      ['4+', { error: 'Please select a valid number of dogs' }],
      [true, { error: 'Please select a valid number of dogs' }],
      [null, { error: 'Please select a valid number of dogs' }],
      [undefined, { error: 'Please select a valid number of dogs' }],
      [1, { value: 1 }],
      ['3', { value: 3 }],
      [4, { value: 4 }],
    ],
  ],
  phone: [
    phoneSchema,
    [
      ['254-SCOOPER', { error: 'Invalid phone number format' }],
      ['254.726.6737', { error: 'Invalid phone number format' }],
      ['(254) 726-673', { error: 'Phone number must be at least 10 digits' }],
      ['1-2-3-4-5-6-7-8-9-0-1', { error: 'Phone number must be less than 20 characters' }],
      ['', { value: undefined }],
      [undefined, { value: undefined }],
      ['(254) 726-6737', { value: '(254) 726-6737' }],
      ['+1 254 726 6737', { value: '+1 254 726 6737' }],
    ],
  ],
  message: [
    messageSchema,
    [
      ['', { error: 'Message is required' }],
      [' \n ', { error: 'Message is required' }],
      [undefined, { error: 'Message is required' }],
      ['x'.repeat(2001), { error: 'Message must be less than 2000 characters' }],
      ['x'.repeat(2000), { value: 'x'.repeat(2000) }],
    ],
  ],
  'referral message': [
    referralMessageSchema,
    [
      ['x'.repeat(501), { error: 'Message must be less than 500 characters' }],
      ['', { value: undefined }],
      ['See you Saturday', { value: 'See you Saturday' }],
    ],
  ],
};

describe('field schemas give the messages of docs/product.md', () => {
  for (const [field, [schema, cases]] of Object.entries(fieldCases)) {
    it.each(cases)(`${field}: %j`, (input, expected) => {
      expect(outcome(schema, input)).toEqual(expected);
    });
  }
});

describe('form schemas', () => {
  it('quote request: reports every failing field and parses a select value', () => {
    const failed = quoteRequestSchema.safeParse({ name: '', zipCode: '12a45', dogCount: '9' });
    expect(failed.success).toBe(false);
    expect(fieldErrors(failed.error!)).toEqual({
      name: 'Name is required',
      zipCode: 'Zip code must contain only numbers',
      dogCount: 'Please select a valid number of dogs',
    });
    expect(
      quoteRequestSchema.parse({ name: 'Ana', zipCode: '76643', dogCount: '2', page: '/hewitt' }),
    ).toEqual({
      name: 'Ana',
      zipCode: '76643',
      dogCount: 2,
      page: '/hewitt',
      plan: 'weekly',
    });
  });

  it('quote request: the plan defaults to weekly, unanswered yard questions stay unanswered, any code but WELCOME10 is none', () => {
    const base = { name: 'Ana', zipCode: '76643', dogCount: 1 };
    expect(quoteRequestSchema.parse({ ...base, lastCleaned: '', yardSize: null })).toEqual({
      ...base,
      plan: 'weekly',
      lastCleaned: '',
      yardSize: null,
    });
    expect(
      quoteRequestSchema.parse({
        ...base,
        plan: 'one_time',
        lastCleaned: 'longer',
        welcomeCode: ' welcome10 ',
      }),
    ).toEqual({ ...base, plan: 'one_time', lastCleaned: 'longer', welcomeCode: true });
    expect(quoteRequestSchema.parse({ ...base, welcomeCode: 'FREE100' })).toMatchObject({
      welcomeCode: false,
    });
    const failed = quoteRequestSchema.safeParse({ ...base, plan: 'daily', lastCleaned: 'yesterday' });
    expect(fieldErrors(failed.error!)).toEqual({
      plan: 'Please choose how often',
      lastCleaned: 'Please choose when the yard was last cleaned',
    });
  });

  it('newsletter signup: source 1..100, page up to 500; a body user_id is dropped unread', () => {
    const failed = newsletterSignupSchema.safeParse({
      email: 'x',
      source: '',
      page: 'p'.repeat(501),
      user_id: 'nope',
    });
    expect(fieldErrors(failed.error!)).toEqual({
      email: 'Invalid email address',
      source: 'Source is required',
      page: 'Page must be less than 500 characters',
    });
    expect(
      fieldErrors(newsletterSignupSchema.safeParse({ email: 'a@b.co', source: 's'.repeat(101) }).error!),
    ).toEqual({ source: 'Source must be less than 100 characters' });
    expect(
      newsletterSignupSchema.parse({
        email: ' A@B.co',
        source: 'footer',
        page: '/',
        user_id: null,
        website: '',
      }),
    ).toEqual({ email: 'a@b.co', source: 'footer', page: '/' });
    // Older kept leads send a user id; they still validate, and the id goes nowhere.
    const id = '3f2b8c1e-6a4d-4b7e-9c1a-2d5e8f0a1b3c';
    expect(newsletterSignupSchema.parse({ email: 'a@b.co', source: 'x', user_id: id })).not.toHaveProperty(
      'user_id',
    );
  });

  it('lead magnet: name may be empty, the magnet fields are optional', () => {
    expect(leadMagnetSchema.parse({ email: 'a@b.co', name: '' })).toEqual({ email: 'a@b.co' });
    expect(
      leadMagnetSchema.parse({ email: 'a@b.co', name: 'Ana', selectedMagnet: 'yard-checklist' }),
    ).toEqual({
      email: 'a@b.co',
      name: 'Ana',
      selectedMagnet: 'yard-checklist',
    });
  });

  it('contact message: phone optional, message required', () => {
    expect(
      fieldErrors(
        contactMessageSchema.safeParse({ name: 'Ana', email: '', phone: '12', message: '' }).error!,
      ),
    ).toEqual({
      email: 'Email is required',
      phone: 'Phone number must be at least 10 digits',
      message: 'Message is required',
    });
    expect(contactMessageSchema.parse({ name: 'Ana', email: 'a@b.co', phone: '', message: 'Hi' })).toEqual({
      name: 'Ana',
      email: 'a@b.co',
      message: 'Hi',
    });
  });

  it('referral invite: both emails and the friend’s name are checked', () => {
    const failed = referralInviteSchema.safeParse({
      referrerEmail: 'a@b.co',
      referredEmail: 'bad',
      referredName: '',
    });
    expect(fieldErrors(failed.error!)).toEqual({
      referredEmail: 'Invalid email address',
      referredName: 'Name is required',
    });
  });
});

describe('text Postgres cannot store', () => {
  const NUL = '\u0000';
  const HIGH = '\ud83d'; // the first half of 😀, alone
  const LOW = '\ude00'; // the second half, alone

  it('finds lone surrogates of both halves, and only lone ones', () => {
    expect(hasLoneSurrogate(`a${HIGH}b`)).toBe(true);
    expect(hasLoneSurrogate(`a${LOW}b`)).toBe(true);
    expect(hasLoneSurrogate(`end${HIGH}`)).toBe(true);
    expect(hasLoneSurrogate(`${LOW}${HIGH}`)).toBe(true);
    expect(hasLoneSurrogate('a😀b')).toBe(false);
    expect(hasLoneSurrogate('plain')).toBe(false);
    expect(isPlainLine('/hewitt?ref=1')).toBe(true);
    expect(isPlainLine(`/a${NUL}`)).toBe(false);
    expect(isPlainLine('/a\nb')).toBe(false);
  });

  it('messages keep their words: controls dropped (tab and line breaks kept), lone surrogates as U+FFFD', () => {
    expect(storableText(`Hi${NUL} there\u0007\tand\r\nmore 😀 ${HIGH}x${LOW}`)).toBe(
      'Hi there\tand\r\nmore 😀 \ufffdx\ufffd',
    );
    expect(messageSchema.parse(`  Hello${NUL}${HIGH} `)).toBe('Hello\ufffd');
    expect(outcome(messageSchema, `${NUL}${NUL} `)).toEqual({ error: 'Message is required' });
    expect(referralMessageSchema.parse(`See you${NUL}${LOW}`)).toBe('See you\ufffd');
  });

  it('source, page and selections are refused with their own message', () => {
    for (const bad of [NUL, HIGH, LOW, '\u001b[31m']) {
      expect(outcome(sourceSchema, `footer${bad}`)).toEqual({
        error: 'Source contains characters that are not allowed',
      });
      expect(outcome(pageSchema, `/page${bad}`)).toEqual({
        error: 'Page contains characters that are not allowed',
      });
      expect(outcome(leadMagnetSchema.shape.leadMagnet, `guide${bad}`)).toEqual({
        error: 'Selection contains characters that are not allowed',
      });
    }
  });

  it('names, emails, ZIP codes and phones refuse them by their own patterns', () => {
    for (const bad of [NUL, HIGH, LOW]) {
      expect(outcome(nameSchema, `Ann${bad}`)).toEqual({
        error: 'Name can only contain letters, spaces, hyphens, and apostrophes',
      });
      expect(outcome(emailSchema, `ann${bad}@example.com`)).toEqual({ error: 'Invalid email address' });
      expect(outcome(emailSchema, `ann@exam${bad}ple.com`)).toEqual({ error: 'Invalid email address' });
      expect(outcome(zipCodeSchema, `766${bad}`)).toEqual({ error: 'Zip code must contain only numbers' });
      expect(outcome(phoneSchema, `254 555 0100${bad}`)).toEqual({ error: 'Invalid phone number format' });
    }
  });

  it('the form schemas answer every field with a message the visitor can read', () => {
    const result = contactMessageSchema.safeParse({
      name: `Ann${NUL}`,
      email: `a${LOW}@b.co`,
      message: `Hello${NUL}`,
      page: `/contact${HIGH}`,
    });
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Name can only contain letters, spaces, hyphens, and apostrophes',
      email: 'Invalid email address',
      page: 'Page contains characters that are not allowed',
    });
  });
});

describe("the quote's optional phone or email", () => {
  it('takes a phone number, held to the phone rules', () => {
    expect(outcome(phoneOrEmailSchema, '(254) 555-0142')).toEqual({ value: '(254) 555-0142' });
    expect(outcome(phoneOrEmailSchema, '254-555')).toEqual({
      error: 'Phone number must be at least 10 digits',
    });
    expect(outcome(phoneOrEmailSchema, 'call me maybe')).toEqual({ error: 'Invalid phone number format' });
    expect(outcome(phoneOrEmailSchema, '1234567890123456789012')).toEqual({
      error: 'Phone number must be less than 20 characters',
    });
  });

  it('takes an email address, held to the email rules and lower-cased', () => {
    expect(outcome(phoneOrEmailSchema, ' Mary.ONeil@Example.com ')).toEqual({
      value: 'mary.oneil@example.com',
    });
    expect(outcome(phoneOrEmailSchema, 'mary@')).toEqual({ error: 'Invalid email address' });
    expect(outcome(phoneOrEmailSchema, `${'a'.repeat(250)}@example.com`)).toEqual({
      error: 'Email must be less than 255 characters',
    });
  });

  it('may be left out, blank or null', () => {
    for (const input of [undefined, null, '', '   '])
      expect(outcome(phoneOrEmailSchema, input)).toEqual({ value: undefined });
  });

  it('is part of the quote request, and a bad one is the field error of `contact`', () => {
    const quote = { name: 'Mary', zipCode: '76643', dogCount: 4 };
    expect(quoteRequestSchema.parse({ ...quote, contact: '254 555 0142' }).contact).toBe('254 555 0142');
    const refused = quoteRequestSchema.safeParse({ ...quote, contact: 'nope' });
    expect(refused.success || fieldErrors(refused.error)).toEqual({ contact: 'Invalid phone number format' });
  });
});

describe('the referral code a lead carries', () => {
  const quote = { name: 'Mary', zipCode: '76643', dogCount: 2 };

  it('is kept upper-cased', () => {
    expect(quoteRequestSchema.parse({ ...quote, referralCode: ' abc123 ' }).referralCode).toBe('ABC123');
    expect(
      contactMessageSchema.parse({ name: 'A', email: 'a@example.com', message: 'Hi', referralCode: 'XYZ789' })
        .referralCode,
    ).toBe('XYZ789');
    expect(
      newsletterSignupSchema.parse({ email: 'a@example.com', source: 'footer', referralCode: 'XYZ789' })
        .referralCode,
    ).toBe('XYZ789');
  });

  it('is dropped, never refused, when it is not a code in shape: the lead still goes through', () => {
    for (const referralCode of ['no spaces allowed', '<script>', 42, '', 'X'.repeat(40), '\u0000ABC'])
      expect(quoteRequestSchema.parse({ ...quote, referralCode }).referralCode).toBeUndefined();
  });
});
