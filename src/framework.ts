/**
 * React DOM on its own, for main.tsx to load and evaluate ahead of the app (see there). A module of ours rather
 * than `import('react-dom/client')` in main.tsx: React DOM is CommonJS, and importing it from the entry would put
 * the bundler's interop runtime in the entry's static imports, fetched before the first paint.
 */
export { hydrateRoot } from 'react-dom/client';
