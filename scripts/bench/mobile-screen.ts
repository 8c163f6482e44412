/** Lighthouse's default mobile screen (Moto G Power), as the bench's own browser loads emulate it. */
export const MOBILE_SCREEN = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
