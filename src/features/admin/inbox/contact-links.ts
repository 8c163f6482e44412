/**
 * Links that start a reply from the inbox. The address is a visitor's text: each part of an email address is
 * percent-encoded, so `?`, `&` or `%` in it can never add a Cc, a subject or a body to the owner's new message, and a
 * phone link keeps only what a dialler reads.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
