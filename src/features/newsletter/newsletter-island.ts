import { defineFormIsland } from '@/lib/island-markup';
import { NewsletterForm } from './NewsletterForm';
import { newsletterNotice } from './newsletter-messages';

/** The newsletter sign-up (every page's footer), served as its HTML and live on first use. */
export default defineFormIsland(NewsletterForm, { unreachable: newsletterNotice({ kind: 'failed' }) });
