/**
 * The check behind "the site speaks US English" as pure functions: what a visitor reads on a built page (text
 * nodes, the title, and the attributes that are read aloud or shown: alt, title, aria-label, placeholder, the
 * meta description), searched for British spellings, 24-hour times and a doubled period (a name ending in "."
 * before a sentence's end). Scripts are never read: structured data keeps its ISO times, and page data repeats
 * the page's own text. scripts/us-english.ts runs it over the build.
 */
import { decodeEntities } from './uniqueness-core';

/** British spellings and the US form the site writes instead. Each pattern is a whole word, any case. */
export const BRITISH_SPELLINGS: readonly { pattern: RegExp; us: string }[] = [
  { pattern: /\bneighbour\w*/giu, us: 'neighbor' },
  { pattern: /\bcentre\w*/giu, us: 'center' },
  { pattern: /\bprogramme\w*/giu, us: 'program' },
  { pattern: /\bfavourite\w*/giu, us: 'favorite' },
  { pattern: /\bcolour\w*/giu, us: 'color' },
  { pattern: /\bminimis\w*/giu, us: 'minimize' },
  // Not "organism", "realism" or "realistic": only the -ise verb and its forms.
  { pattern: /\borganis(?:e|ed|es|ing|ation|ations|er|ers)\b/giu, us: 'organize' },
  { pattern: /\brealis(?:e|ed|es|ing|ation)\b/giu, us: 'realize' },
  { pattern: /\brecognis\w*/giu, us: 'recognize' },
  { pattern: /\blicences?\b/giu, us: 'license' },
  { pattern: /\b(?:kilo|centi|milli)?metres?\b/giu, us: 'meter' },
  { pattern: /\bbehaviour\w*/giu, us: 'behavior' },
  { pattern: /\bhonour\w*/giu, us: 'honor' },
  { pattern: /\blabour\w*/giu, us: 'labor' },
  { pattern: /\btravell(?:ing|ed|er|ers)\b/giu, us: 'traveling' },
  // Not "analysis": only the British verb.
  { pattern: /\banalys(?:e|ed|es|ing)\b/giu, us: 'analyze' },
  { pattern: /\bcatalogue\w*/giu, us: 'catalog' },
];

/** "08:00", "18:00", "23:59"; not "10:30 AM", which is how the site writes a time. */
const TWENTY_FOUR_HOUR = /\b(?:[01]\d|2[0-3]):[0-5]\d\b(?!\s*[AaPp]\.?[Mm]\b)/gu;

/** Two periods, not three: "Brazos Scoop Co.." where the name's own period met the sentence's. */
const DOUBLED_PERIOD = /(?<!\.)\.\.(?!\.)/gu;

/** Attributes a visitor sees or hears read aloud. */
const READ_ATTRIBUTES = /\s(?:alt|title|aria-label|aria-description|placeholder)\s*=\s*("[^"]*"|'[^']*')/giu;

/** Meta tags whose content a visitor reads in a search result or a shared link. */
const READ_META =
  /<meta\s+(?=[^>]*\b(?:name|property)\s*=\s*"(?:description|og:title|og:description|og:image:alt|twitter:title|twitter:description)")[^>]*\bcontent\s*=\s*"([^"]*)"/giu;

/**
 * What a visitor reads on a page: its text nodes (title and SVG text included; scripts, styles, templates and
 * comments left out), then the read-aloud attributes and the meta description, each as its own piece.
 */
export function readableTexts(html: string): string[] {
  const withoutCode = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  const tags = [...withoutCode.matchAll(/<[^>]*>/g)].map((m) => m[0]);
  const attributes = tags.flatMap((tag) => [...tag.matchAll(READ_ATTRIBUTES)].map((m) => m[1]!.slice(1, -1)));
  const metas = [...withoutCode.matchAll(READ_META)].map((m) => m[1]!);
  // Every tag is a word break: "<li>08</li><li>00</li>" is two words, not a time.
  const text = withoutCode.replace(/<[^>]*>/g, ' ');
  return [text, ...attributes, ...metas].map((t) => decodeEntities(t).replace(/\s+/g, ' ').trim());
}

export interface Problem {
  kind: 'British spelling' | '24-hour time' | 'doubled period';
  /** What the page says. */
  found: string;
  /** What it should say instead. */
  advice: string;
  /** The words around it, to find it in the source. */
  context: string;
}

const around = (text: string, index: number, length: number) =>
  text.slice(Math.max(0, index - 40), index + length + 40).trim();

/** Each check in the order a page's problems are listed: spellings first, then times, then doubled periods. */
const CHECKS: readonly { kind: Problem['kind']; pattern: RegExp; advice: string }[] = [
  ...BRITISH_SPELLINGS.map(({ pattern, us }) => ({
    kind: 'British spelling' as const,
    pattern,
    advice: `US spelling (${us}…)`,
  })),
  {
    kind: '24-hour time',
    pattern: TWENTY_FOUR_HOUR,
    advice: 'a 12-hour time ("8 AM", "9:30 AM"; src/content/clock-time.ts)',
  },
  {
    kind: 'doubled period',
    pattern: DOUBLED_PERIOD,
    advice: 'one period (endSentence in src/content/words.ts)',
  },
];

/** Everything on the page a US reader would not write, text by text. */
export function usEnglishProblems(html: string): Problem[] {
  return readableTexts(html).flatMap((text) =>
    CHECKS.flatMap(({ kind, pattern, advice }) =>
      [...text.matchAll(pattern)].map((m) => ({
        kind,
        found: m[0],
        advice,
        context: around(text, m.index, m[0].length),
      })),
    ),
  );
}
