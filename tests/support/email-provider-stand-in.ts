/**
 * A stand-in for Resend's `POST /emails`, for tests: the real host cannot be reached from here. It keeps what
 * Resend's idempotency promises (https://resend.com/docs/dashboard/emails/idempotency-keys): a request whose
 * `Idempotency-Key` was already answered with success gets the same answer and no second email. `emails` is what
 * would have reached the owners' inboxes; `requests` is every request that arrived.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderRequest {
  /**
   * When the request arrived (Date.now(), the clock the local database's clock_timestamp() reads too), as a
   * provider counts requests against its rate limit.
   */
  receivedAt: number;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface EmailProviderStandIn {
  url: string;
  requests: ProviderRequest[];
  /** One per idempotency key that was accepted: the emails sent. */
  emails: ProviderRequest[];
  /** The status the next requests are answered with (200 = accepted). */
  status: number;
  /** Milliseconds to wait before answering (the email is accepted on arrival, as a real provider would). */
  delayMs: number;
  /** Sends what the functions address to api.resend.com here instead; anything else is a test failure. */
  fetch: typeof fetch;
  reset(): void;
  close(): Promise<void>;
}

const RESEND_ORIGIN = 'https://api.resend.com';

export async function startEmailProviderStandIn(): Promise<EmailProviderStandIn> {
  const accepted = new Map<string, string>();
  const standIn = {
    url: '',
    requests: [] as ProviderRequest[],
    emails: [] as ProviderRequest[],
    status: 200,
    delayMs: 0,
  } as EmailProviderStandIn;

  const server: Server = createServer((req, res) => {
    const receivedAt = Date.now();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ProviderRequest = {
        receivedAt,
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      };
      standIn.requests.push(request);
      const key = String(req.headers['idempotency-key'] ?? '');
      let status = standIn.status;
      let answer = accepted.get(key);
      if (answer === undefined && status === 200) {
        answer = JSON.stringify({ id: `email-${standIn.emails.length + 1}` });
        standIn.emails.push(request);
        if (key) accepted.set(key, answer);
      } else if (answer !== undefined) {
        status = 200;
      }
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(answer ?? JSON.stringify({ name: 'internal_server_error', message: 'down' }));
      }, standIn.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  standIn.fetch = (input, init) => {
    const url = new URL(String(input));
    if (url.origin !== RESEND_ORIGIN) throw new Error(`unexpected outbound request to ${url}`);
    return fetch(`${standIn.url}${url.pathname}`, init);
  };
  standIn.reset = () => {
    standIn.requests = [];
    standIn.emails = [];
    standIn.status = 200;
    standIn.delayMs = 0;
    accepted.clear();
  };
  standIn.close = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // fetch keeps connections alive; close them rather than wait for their idle timeout.
    server.closeAllConnections();
    await closed;
  };
  return standIn;
}
