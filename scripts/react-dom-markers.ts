/**
 * Has React DOM take its five module-level marker errors from the entry, which creates them first
 * (src/lib/react-dom-markers.ts says why: some 100 ms of main thread per page load on the bench machine). Each
 * declaration `Name = Error(formatProdErrorMessage(code))` becomes a call of a function added to the module, which
 * gives the entry's marker React's message, or creates the error as React does when the entry made none. The build
 * fails if React DOM no longer declares exactly these five, so an upgrade that changes them is seen, not silently
 * slower.
 */
import type { Plugin } from 'vite';
import { REACT_DOM_MARKER_CODES, REACT_DOM_MARKERS_GLOBAL } from '../src/lib/react-dom-markers';

const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

const DECLARATION = /\b([A-Za-z]+Exception) = Error\(formatProdErrorMessage\((\d+)\)\)/g;

const TAKE_MARKER = `
function takeEntryMarker(code) {
  var marker = globalThis.${REACT_DOM_MARKERS_GLOBAL} && globalThis.${REACT_DOM_MARKERS_GLOBAL}[code];
  if (!marker) return Error(formatProdErrorMessage(code));
  marker.message = formatProdErrorMessage(code);
  return marker;
}
`;

/** React DOM's client source with its marker declarations taking the entry's markers. */
export function withEntryMarkers(source: string): string {
  const found: number[] = [];
  const result = source.replace(DECLARATION, (declaration, name: string, code: string) => {
    const number = Number(code);
    if (!(REACT_DOM_MARKER_CODES as readonly number[]).includes(number)) return declaration;
    found.push(number);
    return `${name} = takeEntryMarker(${number})`;
  });
  const expected = [...REACT_DOM_MARKER_CODES].sort((a, b) => a - b).join(', ');
  const seen = [...found].sort((a, b) => a - b).join(', ');
  if (seen !== expected) {
    throw new Error(
      `React DOM declares marker errors ${seen || 'none'} where ${expected} were expected: ` +
        'update REACT_DOM_MARKER_CODES in src/lib/react-dom-markers.ts',
    );
  }
  return `${result}\n${TAKE_MARKER}`;
}

export function reactDomMarkers(): Plugin {
  return {
    name: 'react-dom-markers',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      return { code: withEntryMarkers(code), map: null };
    },
  };
}
