import { defineFormIsland } from '@/lib/island-markup';
import { QuickQuoteForm } from './QuickQuoteForm';
import { quoteToasts } from './quote-messages';

/** The quick quote card's form, served as its HTML and live on first use (docs/interactive-parts.md). */
export default defineFormIsland(QuickQuoteForm, { unreachable: quoteToasts.failed });
