/** The home page's own islands (app/islands.ts): one module, so the browser loads them as one chunk. */
export { AdminHomeGate } from '@/features/admin/AdminHomeGate';
export { MobileCta } from '@/features/engagement/MobileCta';
export { ExitIntentOffer } from '@/features/newsletter/ExitIntentOffer';
export { ReviewsWidget } from '@/features/reviews/ReviewsWidget';
export { RoiCalculator } from '@/features/roi-calculator/RoiCalculator';
