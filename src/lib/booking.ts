import { config } from './config';

export interface BookingPrefill {
  name?: string;
  zip?: string;
  dogs?: number | string;
  /** The plan the quote asked for, and its estimate in one line. */
  plan?: string;
  estimate?: string;
}

/** The external client hub's work-request form, optionally prefilled with name, zip, dogs, plan and estimate. */
export function bookingUrl(prefill: BookingPrefill = {}): string {
  const url = new URL(config.bookingUrl);
  for (const [key, value] of Object.entries(prefill)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}
