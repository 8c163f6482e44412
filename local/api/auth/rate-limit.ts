/** GoTrue's limiters allow a burst of 30 requests per client, then refill at the configured rate. */
const BURST = 30;
const WINDOW_SECONDS = 5 * 60;

type Bucket = { tokens: number; at: number };

/**
 * One of GoTrue's per-client limiters (tollbooth): a token bucket per client address holding at most 30 requests,
 * refilled at `perFiveMinutes` requests per 5 minutes. Each endpoint family has its own.
 */
export class RateLimiter {
  readonly #buckets = new Map<string, Bucket>();
  readonly #perSecond: number;

  constructor(
    perFiveMinutes: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#perSecond = perFiveMinutes / WINDOW_SECONDS;
  }

  /** Takes one request from the client's bucket; false when it is empty. */
  allow(client: string): boolean {
    const now = this.now();
    const bucket = this.#buckets.get(client) ?? { tokens: BURST, at: now };
    const tokens = Math.min(BURST, bucket.tokens + ((now - bucket.at) / 1000) * this.#perSecond);
    const allowed = tokens >= 1;
    this.#buckets.set(client, { tokens: allowed ? tokens - 1 : tokens, at: now });
    if (this.#buckets.size > 10_000) this.#forgetFullBuckets(now);
    return allowed;
  }

  /** A full bucket is the same as none, so a long-running server does not keep every address it has seen. */
  #forgetFullBuckets(now: number): void {
    for (const [client, bucket] of this.#buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.#perSecond >= BURST) this.#buckets.delete(client);
    }
  }
}
