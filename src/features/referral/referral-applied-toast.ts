/**
 * The toast of a referral link (/ref/{code}, ?ref=), which every page may show: a module of its own, so every
 * page's script carries this one message and not the invite form's.
 */
export const REFERRAL_TOAST_DURATION_MS = 5000;

export function referralAppliedToast(code: string) {
  return {
    title: 'Referral Code Applied! 🎉',
    description: `You'll get special benefits when you sign up with code ${code}.`,
    duration: REFERRAL_TOAST_DURATION_MS,
  };
}
