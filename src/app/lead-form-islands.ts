/**
 * The lead forms' islands (app/islands.ts): one module, so the browser loads them as one chunk, and the shell code
 * only they use (components/ui/lead-form-shell.tsx) goes with them rather than into every page's islands chunk.
 */
export { ContactFormIsland } from '@/features/contact/ContactFormIsland';
export { LeadMagnetFormIsland } from '@/features/newsletter/LeadMagnetFormIsland';
export { ReferralInviteFormIsland } from '@/features/referral/ReferralInviteFormIsland';
