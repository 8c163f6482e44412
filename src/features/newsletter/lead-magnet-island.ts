import { defineFormIsland } from '@/lib/island-markup';
import { LeadMagnetForm } from './LeadMagnetForm';
import { newsletterNotice } from './newsletter-messages';

/** The guide's sign-up, served as its HTML and live on first use (docs/interactive-parts.md). */
export default defineFormIsland(LeadMagnetForm, { unreachable: newsletterNotice({ kind: 'failed' }) });
