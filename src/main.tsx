/**
 * The one script a page's HTML names, at the end of its body. A public page is its HTML and CSS: this runs the
 * small enhancement scripts (src/enhance) and loads React only for an island the visitor starts using
 * (lib/island-markup.tsx). The account screens (the dashboard, the admin) hydrate as the app.
 */
import { enhanceLayout, enhancePublicPage } from './enhance';
import { ISLANDS_NAVIGATION_ATTRIBUTE } from './lib/island-page-attribute';

enhanceLayout();
if (document.getElementById('root')?.hasAttribute(ISLANDS_NAVIGATION_ATTRIBUTE)) enhancePublicPage();
else void import('./hydrate').then(({ default: hydrate }) => hydrate());
