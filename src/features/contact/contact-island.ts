import { defineFormIsland } from '@/lib/island-markup';
import { ContactForm } from './ContactForm';
import { contactToasts } from './contact-messages';

/** The contact form, served as its HTML and live on first use (docs/interactive-parts.md). */
export default defineFormIsland(ContactForm, { unreachable: contactToasts.failed });
