import { defineFormIsland } from '@/lib/island-markup';
import { ReferralInviteForm } from './ReferralInviteForm';
import { referralToasts } from './referral-messages';

/** The referral invitation, served as its HTML and live on first use (docs/interactive-parts.md). */
export default defineFormIsland(ReferralInviteForm, { unreachable: referralToasts.failed });
