/**
 * The local API as a process of its own, for tests that kill it (SIGKILL) and start it again on the same data:
 * `KILL_TEST_DATA_DIR` holds the database, `STAND_IN_PROVIDER_URL` receives what the functions send to Resend (the
 * real host cannot be reached here), `DELIVERY_INTERVAL_MS` paces the owner-notification deliverer (0: once, at
 * start). Prints `READY <url>` once it answers; SIGTERM closes it cleanly.
 */
import { startLocalApi } from '../../local/api/index.ts';

const dataDir = process.env.KILL_TEST_DATA_DIR;
const providerUrl = process.env.STAND_IN_PROVIDER_URL;
if (!dataDir || !providerUrl) throw new Error('KILL_TEST_DATA_DIR and STAND_IN_PROVIDER_URL must be set');

const api = await startLocalApi({
  port: 0,
  dataDir,
  quiet: true,
  admin: false,
  functionEnv: {
    RATE_LIMIT_MAX: '0',
    RESEND_API_KEY: 're_test_key',
    LEAD_NOTIFICATION_TO: 'owners@brazos-scoop.example',
    // The stand-in has no rate limit: the deliverer need not keep to Resend's 2 sends a second.
    NOTIFICATION_DELIVERY_PER_SECOND: '1000',
  },
  functionFetch: (input, init) => {
    const url = new URL(String(input));
    if (url.origin !== 'https://api.resend.com') throw new Error(`unexpected outbound request to ${url}`);
    return fetch(`${providerUrl}${url.pathname}`, init);
  },
  deliveryIntervalMs: Number(process.env.DELIVERY_INTERVAL_MS ?? '0'),
});

process.stdout.write(`READY ${api.url}\n`);
process.on('SIGTERM', () => {
  void api.close().then(() => process.exit(0));
});
