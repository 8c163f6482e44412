/**
 * The toasts of a referral link (/ref/{code}, ?ref=), which every page may show: a module of its own, so every
 * page's script carries these two messages and not the invite form's. Said only after the server checked the code.
 */
import { business } from '@/content/business';

export const REFERRAL_TOAST_DURATION_MS = 5000;

export function referralAppliedToast(code: string) {
  return {
    title: 'Referral Code Applied! 🎉',
    description: `You'll get special benefits when you sign up with code ${code}.`,
    duration: REFERRAL_TOAST_DURATION_MS,
  };
}

export const referralNotFoundToast = {
  title: 'We could not find that referral code',
  description: `Check the link your friend sent, or call us at ${business.phone.display}.`,
  duration: REFERRAL_TOAST_DURATION_MS,
};
