/**
 * Times of day as Americans write them. The data keeps ISO "HH:MM" (business.ts, and the structured data reads it
 * as is); only the words a visitor reads go through here.
 */

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "08:00" -> "8 AM", "09:30" -> "9:30 AM", "12:00" -> "12 PM", "00:00" -> "12 AM", "16:30" -> "4:30 PM". */
export function clockTime(hhmm: string): string {
  const match = HH_MM.exec(hhmm);
  if (!match) throw new Error(`Not a 24-hour HH:MM time: ${hhmm}`);
  const hours = Number(match[1]);
  const minutes = match[2]!;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}${minutes === '00' ? '' : `:${minutes}`} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "8 AM–6 PM": an en dash, no spaces around it, as the hours read everywhere on the site. */
export const timeRange = (opens: string, closes: string) => `${clockTime(opens)}–${clockTime(closes)}`;
