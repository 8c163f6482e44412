/**
 * The brand mark (a paw on a green tile), drawn inline so the header needs no image request.
 * public/logo.svg carries the same drawing, and scripts/make-images.ts draws the PNG icons from it.
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className}>
      <rect width="48" height="48" rx="12" fill="#14532d" />
      <g fill="#ffffff">
        <ellipse cx="12.5" cy="21" rx="3.6" ry="4.6" transform="rotate(-20 12.5 21)" />
        <ellipse cx="19.5" cy="13.5" rx="3.8" ry="4.9" transform="rotate(-6 19.5 13.5)" />
        <ellipse cx="28.5" cy="13.5" rx="3.8" ry="4.9" transform="rotate(6 28.5 13.5)" />
        <ellipse cx="35.5" cy="21" rx="3.6" ry="4.6" transform="rotate(20 35.5 21)" />
        <path d="M24 23.5c-4.8 0-10.5 6.4-10.5 10.6 0 3 2.3 4.4 4.8 4.4 2.1 0 3.6-1.1 5.7-1.1s3.6 1.1 5.7 1.1c2.5 0 4.8-1.4 4.8-4.4 0-4.2-5.7-10.6-10.5-10.6z" />
      </g>
    </svg>
  );
}
