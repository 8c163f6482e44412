import type { Page } from '@playwright/test';
import { MAIL_LOG_PREFIX, SMS_LOG_PREFIX } from '../../local/api/provider-stand-ins';
import { updateRows } from '../support/e2e-db';
import { expect, searchLeads, signInTo, test, waitForHydration } from '../support/e2e-fixtures';

/**
 * What the outbox sends, end to end: the site's forms, the edge functions, the outbox's triggers, the local API's
 * deliverer and its stand-ins of Resend and Twilio, whose log (the API's lines) is the local mail log read here.
 */

const ADMIN = { email: 'admin@example.com', password: 'local-admin-password' };

const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

interface LoggedEmail {
  to: string[];
  subject: string;
  text: string;
  reply_to?: string;
  headers?: Record<string, string>;
}

const emailsTo = (lines: string[], address: string) =>
  lines
    .filter((line) => line.startsWith(MAIL_LOG_PREFIX))
    .map((line) => JSON.parse(line.slice(MAIL_LOG_PREFIX.length)) as LoggedEmail)
    .filter((email) => email.to.includes(address));

const texts = (lines: string[]) =>
  lines
    .filter((line) => line.startsWith(SMS_LOG_PREFIX))
    .map((line) => JSON.parse(line.slice(SMS_LOG_PREFIX.length)) as { to: string; body: string });

async function sendQuote(apiUrl: string, name: string, contact: string) {
  const response = await fetch(`${apiUrl}/functions/v1/quote-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, zipCode: '76710', dogCount: 2, plan: 'weekly', contact }),
  });
  expect(response.status).toBe(200);
}

/** The owners' choice of when texts come, in /admin's Emails and texts (signed in as the admin already). */
async function textsSetting(page: Page, label: RegExp) {
  await page.goto('/admin?tab=notifications');
  await page.getByRole('radio', { name: label }).check();
  await expect(page.getByText('Saved.')).toBeVisible();
}

test('a quote with an email gets its acknowledgement with the reply-by time; the owners get their text', async ({
  page,
  stack,
}) => {
  await signInTo(page, ADMIN.email, ADMIN.password, '/admin');
  await textsSetting(page, /^Always$/);
  const name = `Dana ${letters(8)}`;
  const address = `${unique('dana')}@example.com`;
  const visitor = await page.context().newPage();
  await visitor.goto('/');
  await waitForHydration(visitor);
  const form = visitor.getByRole('form', { name: 'Quick quote' });
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('ZIP code').fill('76643');
  await form.getByLabel('Number of dogs').selectOption({ label: '2' });
  await form.getByLabel('Phone or email (so we can send your quote)').fill(address);
  await visitor.evaluate(() => {
    window.open = () => null;
  });
  await form.getByRole('button', { name: 'Get My Free Quote' }).click();
  await expect(visitor.getByText('Quote request sent!').first()).toBeVisible();

  await expect.poll(() => emailsTo(stack.apiLines, address).length, { timeout: 30_000 }).toBe(1);
  const [ack] = emailsTo(stack.apiLines, address);
  expect(ack!.subject).toBe('We got your quote request');
  expect(ack!.reply_to).toBe('owners@brazos-scoop.example');
  expect(ack!.text).toMatch(/We'll reply by \d{1,2}:\d{2} (AM|PM) (today|[A-Z][a-z]+day)\./);
  expect(ack!.text).toContain('Call us at (254) 726-6737');
  expect(ack!.text).toContain('Ready to book? https://hub.');

  await expect
    .poll(() => texts(stack.apiLines).filter((text) => text.body.includes(name)).length, { timeout: 30_000 })
    .toBe(1);
  const [text] = texts(stack.apiLines).filter((sms) => sms.body.includes(name));
  expect(text!.body).toMatch(
    new RegExp(
      `^New quote: ${name}, 2 dogs, 76643, Weekly\\. Email ${address.replace('.', '\\.')}\\. Reply by `,
    ),
  );
  await textsSetting(page, /^Off$/);
  await visitor.close();
});

test('the admin marks a lead Contacted and its card says when it was answered', async ({ page, stack }) => {
  const name = `Ellis ${letters(8)}`;
  await sendQuote(stack.apiUrl!, name, '(254) 555-0177');
  await signInTo(page, ADMIN.email, ADMIN.password, '/admin?tab=leads');
  await searchLeads(page, name);
  const card = page.getByRole('list', { name: 'Leads' }).getByRole('listitem').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('answered-in')).toHaveCount(0);
  await card.getByLabel('Status').selectOption('contacted');
  await expect(card.getByText('Saved.')).toBeVisible();
  // Read again: the lead is Contacted now, listed under All leads.
  await page.reload();
  await page.getByRole('button', { name: 'All leads' }).click();
  await searchLeads(page, name);
  await expect(card.getByTestId('answered-in')).toHaveText(/^Answered in \d+ (min|h)/);
});

test('two business days later a quote gets one follow-up, never a second, and its link unsubscribes signed out', async ({
  page,
  browser,
  baseURL,
  stack,
}) => {
  const name = `Frankie ${letters(8)}`;
  const address = `${unique('frankie')}@example.com`;
  await sendQuote(stack.apiUrl!, name, address);
  await expect.poll(() => emailsTo(stack.apiLines, address).length, { timeout: 30_000 }).toBe(1);

  // Four days back: at least two business days have passed, whatever today is.
  const fourDaysAgo = new Date(Date.now() - 4 * 24 * 60 * 60 * 1000).toISOString();
  await updateRows(stack.apiUrl!, 'quote_requests', `name=eq.${encodeURIComponent(name)}`, {
    created_at: fourDaysAgo,
  });
  const followUps = () =>
    emailsTo(stack.apiLines, address).filter((email) => email.subject === 'Still want a cleaner yard?');
  await expect.poll(() => followUps().length, { timeout: 30_000 }).toBe(1);
  const [followUp] = followUps();
  expect(followUp!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  expect(followUp!.headers!['List-Unsubscribe']).toMatch(
    /^<http:\/\/127\.0\.0\.1:\d+\/functions\/v1\/unsubscribe\?token=[0-9a-f]{64}>$/,
  );
  // Several more delivery runs (one a second): still one.
  await page.waitForTimeout(4000);
  expect(followUps()).toHaveLength(1);

  const link = /https?:\/\/\S+\/unsubscribe\?token=[0-9a-f]{64}/.exec(followUp!.text)![0];
  const signedOut = await browser.newContext({ baseURL });
  const visitor = await signedOut.newPage();
  await visitor.goto(new URL(link).pathname + new URL(link).search);
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByText("You're unsubscribed.")).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText("You're unsubscribed.")).toBeVisible();
  await signedOut.close();

  // The card shows that the follow-up went out.
  await signInTo(page, ADMIN.email, ADMIN.password, '/admin?tab=leads');
  await page.getByRole('button', { name: 'All leads' }).click();
  await searchLeads(page, name);
  const card = page.getByRole('list', { name: 'Leads' }).getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Follow-up sent');
});
