import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  installReactDomMarkers,
  REACT_DOM_MARKER_CODES,
  REACT_DOM_MARKERS_GLOBAL,
} from '../src/lib/react-dom-markers';
import { withEntryMarkers } from './react-dom-markers';

const require = createRequire(import.meta.url);
// The file the build bundles for react-dom/client in production; the package's exports do not name it.
const clientPath = join(
  dirname(require.resolve('react-dom/package.json')),
  'cjs/react-dom-client.production.js',
);
const reactDomClient = readFileSync(clientPath, 'utf8');

/** Evaluates React DOM's client module as the bundle does, with `globalThis` standing for the page's global. */
function evaluateClient(source: string, pageGlobal: object) {
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', 'globalThis', source)(
    module,
    module.exports,
    require,
    pageGlobal,
  );
  return module.exports;
}

/** React DOM's own formatProdErrorMessage, taken from the installed build. */
function reactMessage(code: number): string {
  const source = /function formatProdErrorMessage\(code\) \{[\s\S]*?\n\}/.exec(reactDomClient)?.[0];
  if (!source) throw new Error('formatProdErrorMessage not found in React DOM');
  return (new Function(`${source}; return formatProdErrorMessage;`)() as (code: number) => string)(code);
}

describe("React DOM's marker errors", () => {
  it("are the entry's, all five, taken when React DOM is evaluated and given React's messages", () => {
    const pageGlobal = {};
    const markers = installReactDomMarkers(pageGlobal);
    const taken: number[] = [];
    (pageGlobal as Record<string, unknown>)[REACT_DOM_MARKERS_GLOBAL] = new Proxy(markers, {
      get(target, code) {
        taken.push(Number(code));
        return Reflect.get(target, code);
      },
    });

    const client = evaluateClient(withEntryMarkers(reactDomClient), pageGlobal);

    expect(typeof client.hydrateRoot).toBe('function');
    expect(taken.sort((a, b) => a - b)).toEqual([...REACT_DOM_MARKER_CODES]);
    for (const code of REACT_DOM_MARKER_CODES) {
      expect(markers[code]).toBeInstanceOf(Error);
      expect(markers[code]!.message).toBe(reactMessage(code));
    }
  });

  it("fall back to React DOM's own errors when the entry has created none", () => {
    const client = evaluateClient(withEntryMarkers(reactDomClient), {});
    expect(typeof client.createRoot).toBe('function');
  });

  it('are created once, however often the entry asks', () => {
    const pageGlobal = {};
    const first = installReactDomMarkers(pageGlobal);
    expect(installReactDomMarkers(pageGlobal)).toBe(first);
    expect(Object.keys(first).map(Number)).toEqual([...REACT_DOM_MARKER_CODES]);
  });

  it('fail the build when React DOM no longer declares exactly these five', () => {
    const withoutOne = reactDomClient.replace(
      'SuspenseException = Error(formatProdErrorMessage(460))',
      'SuspenseException = Error("changed")',
    );
    expect(() => withEntryMarkers(withoutOne)).toThrow(/461, 474, 519, 542 where 460, 461, 474, 519, 542/);
    expect(() => withEntryMarkers('var x = 1;')).toThrow(/declares marker errors none/);
  });

  it('leave any other error React DOM creates as it is', () => {
    const other = 'var OtherException = Error(formatProdErrorMessage(999));';
    const transformed = withEntryMarkers(`${reactDomClient}\n${other}`);
    expect(transformed).toContain(other);
    expect(transformed.match(/= takeEntryMarker\(/g)).toHaveLength(REACT_DOM_MARKER_CODES.length);
  });
});
