/**
 * The five errors React DOM creates when its module is evaluated: markers it throws and recognises by identity
 * (SuspenseException and its kin), never shown. When a script creates an Error, Chromium looks up the line and
 * column of every function on the stack, and it keeps no line table for a function until one is asked for: it parses
 * the function again to build it. In the bundle React DOM's module is one function of about 180 KiB: with these
 * errors created inside it, evaluating React DOM took 87-136 ms on the bench machine, and 13-29 ms without (5 loads
 * each, no CPU slowdown).
 *
 * So the entry (main.tsx, a module of a few lines) creates them first, and the build has React DOM take them and give
 * them its own messages (scripts/react-dom-markers.ts), with React's own `Error(...)` as the fallback when there
 * are none. Chromium's DevTools hide this cost: with their debugger attached, as Lighthouse attaches it, every
 * function is compiled with its line table, so none is parsed again.
 */

/** The error codes of the five markers, as React DOM's production build declares them. */
export const REACT_DOM_MARKER_CODES = [460, 461, 474, 519, 542] as const;

/** The global the entry leaves the markers in, for React DOM: a global, as React DOM is CommonJS code. */
export const REACT_DOM_MARKERS_GLOBAL = '__reactDomMarkers';

/** Creates the markers once, by code; call it from a small module, before React DOM is evaluated. */
export function installReactDomMarkers(target: object = globalThis): Record<number, Error> {
  const holder = target as Record<typeof REACT_DOM_MARKERS_GLOBAL, Record<number, Error> | undefined>;
  holder[REACT_DOM_MARKERS_GLOBAL] ??= Object.fromEntries(
    REACT_DOM_MARKER_CODES.map((code) => [code, new Error()]),
  );
  return holder[REACT_DOM_MARKERS_GLOBAL];
}
