/**
 * The one inline script of every prerendered page, at the end of its body: once the first frame has painted, it
 * adds the entry module (main.tsx), whose URL it reads from its own `data-entry` attribute. A `<script src>` in
 * the HTML is fetched while the document is still arriving, and Lighthouse's model of the largest paint then
 * waits for it, although the page paints from its HTML alone: in 7 paired bench runs each of the home and town
 * pages, every run's largest paint came sooner without it, by 54-1,075 ms. The timer covers a tab in the
 * background, where frames never come.
 *
 * It loads only a script of the build's own assets, so an injected copy cannot point it elsewhere (the
 * Content-Security-Policy would refuse another origin anyway). No imports: the policy (Node) and the prerender
 * read it. Its text is what the policy's hash allows, character for character.
 */
export const ENTRY_LOADER =
  "(function(s){var u=s.dataset.entry,d=0;if(!/^\\/assets\\/[\\w-]+\\.js$/.test(u))return;function go(){if(d)return;d=1;var e=document.createElement('script');e.type='module';e.src=u;document.head.appendChild(e)}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})(document.currentScript)";

/** The Content-Security-Policy source that allows ENTRY_LOADER and no other inline script (its SHA-256). */
export const ENTRY_LOADER_CSP_SOURCE = "'sha256-bN7vnSEOgfz61GNLgo7uBWSByEL9VmK7+CGO+bdgp8U='";

/** The loader as it stands in a page, for the entry module at `src`. */
export const entryLoaderTag = (src: string) => `<script data-entry="${src}">${ENTRY_LOADER}</script>`;
