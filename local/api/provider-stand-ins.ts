/**
 * `npm start`'s stand-ins for the two providers the functions call: Resend's `POST /emails` and Twilio's
 * `POST /2010-04-01/Accounts/{sid}/Messages.json`, answered in this process as the real APIs answer (Resend's
 * Idempotency-Key honoured: a key already accepted is answered again without a second email). Nothing leaves the
 * machine: each email and text is printed to the local API's log as one line, MAIL_LOG_PREFIX or SMS_LOG_PREFIX then
 * the message as JSON, which is the local mail log the e2e tests read. Any other request passes through.
 */

export const MAIL_LOG_PREFIX = 'email (local stand-in): ';
export const SMS_LOG_PREFIX = 'text (local stand-in): ';

/** The settings the deliverer needs to send through the stand-ins; the environment's own values win. */
export const STAND_IN_PROVIDER_ENV: Readonly<Record<string, string>> = {
  RESEND_API_KEY: 're_local_stand_in',
  LEAD_NOTIFICATION_TO: 'owners@brazos-scoop.example',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'local-stand-in-token',
  TWILIO_FROM: '+12545550100',
  OWNER_SMS_TO: '+12545550199',
};

const RESEND_EMAILS = 'https://api.resend.com/emails';
const TWILIO_MESSAGES = /^https:\/\/api\.twilio\.com\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function providerStandIns(log: (line: string) => void): typeof fetch {
  const accepted = new Map<string, string>();
  let emails = 0;
  let texts = 0;

  return async (input, init) => {
    const request = new Request(input, init);
    if (request.url === RESEND_EMAILS && request.method === 'POST') {
      if (!request.headers.get('authorization')?.startsWith('Bearer ')) {
        return json(401, {
          name: 'missing_api_key',
          message: 'Missing API key in the authorization header.',
        });
      }
      const key = request.headers.get('idempotency-key') ?? '';
      const earlier = key ? accepted.get(key) : undefined;
      if (earlier) return json(200, { id: earlier });
      const email = (await request.json()) as Record<string, unknown>;
      if (!email.to || !email.from || !email.subject) {
        return json(422, { name: 'validation_error', message: 'to, from and subject are required' });
      }
      const id = `local-email-${++emails}`;
      if (key) accepted.set(key, id);
      log(`${MAIL_LOG_PREFIX}${JSON.stringify({ id, ...email })}`);
      return json(200, { id });
    }
    const twilio = TWILIO_MESSAGES.exec(request.url);
    if (twilio && request.method === 'POST') {
      const expected = `Basic ${btoa(`${decodeURIComponent(twilio[1]!)}:${STAND_IN_PROVIDER_ENV.TWILIO_AUTH_TOKEN}`)}`;
      if (request.headers.get('authorization') !== expected) {
        return json(401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      const form = new URLSearchParams(await request.text());
      const [to, from, body] = [form.get('To'), form.get('From'), form.get('Body')];
      if (!to || !from || !body) {
        return json(400, { code: 21604, message: "A 'To', 'From' and 'Body' are required", status: 400 });
      }
      const sid = `SM${String(++texts).padStart(32, '0')}`;
      log(`${SMS_LOG_PREFIX}${JSON.stringify({ sid, to, from, body })}`);
      return json(201, { sid, to, from, body, status: 'queued' });
    }
    return fetch(request);
  };
}
