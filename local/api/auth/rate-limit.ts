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
    private readonly now: () => number = () => Date.now(),
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

/**
 * One request per address per interval, remembered for every address asked about, so the answer is the same
 * whether or not the address has an account. Keyed by the normalized address.
 */
export class AddressCooldown {
  readonly #servedAt = new Map<string, number>();

  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The milliseconds left before the address may be served again; 0 when it may be now (and it is recorded). */
  take(address: string): number {
    const now = this.now();
    const servedAt = this.#servedAt.get(address);
    if (servedAt !== undefined && now - servedAt < this.intervalMs) return servedAt + this.intervalMs - now;
    this.#servedAt.set(address, now);
    if (this.#servedAt.size > 10_000) this.#forgetExpired(now);
    return 0;
  }

  /** An address whose interval has passed is the same as one never asked about. */
  #forgetExpired(now: number): void {
    for (const [address, servedAt] of this.#servedAt) {
      if (now - servedAt >= this.intervalMs) this.#servedAt.delete(address);
    }
  }
}
