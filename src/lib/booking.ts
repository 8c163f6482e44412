import { config } from './config';

export interface BookingPrefill {
  name?: string;
  zip?: string;
  dogs?: number | string;
}

/** The external client hub's work-request form, optionally prefilled with name, zip and dogs. */
export function bookingUrl(prefill: BookingPrefill = {}): string {
  const url = new URL(config.bookingUrl);
  for (const [key, value] of Object.entries(prefill)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}
