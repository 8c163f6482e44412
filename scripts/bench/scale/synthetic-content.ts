/**
 * Synthetic content for the scale bench, written into a temporary copy only (never the repository): extra blog
 * posts as files of src/content/blog/, extra towns as entries of the towns list in src/content/towns.ts, the way
 * real content is added. Everything generated says it is synthetic, so it can never pass for real copy.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const pad = (n: number) => String(n).padStart(3, '0');

/** A post about as long as the real ones: four sections of two paragraphs, a list and two FAQs. */
function blogPost(n: number): string {
  const slug = `synthetic-scale-post-${pad(n)}`;
  const paragraph = (s: number, p: number) =>
    `Synthetic paragraph ${p} of section ${s} in scale-test post ${n}. It exists only to measure how the build and ` +
    `the pages grow with the number of posts, so its words carry no meaning: lorem ipsum dolor sit amet, ` +
    `consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.`;
  const post = {
    slug,
    title: `Synthetic Scale-Test Post ${pad(n)}`,
    description: `Generated post ${n} for the scale bench; not real content.`,
    published: `2020-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
    tags: ['synthetic', `scale-test-${n % 5}`],
    intro: `Generated post ${n} for the scale bench. It is not real content and never leaves the temporary copy.`,
    sections: [1, 2, 3, 4].map((s) => ({
      heading: `Synthetic section ${s}`,
      paragraphs: [paragraph(s, 1), paragraph(s, 2)],
      ...(s === 2
        ? { bullets: ['Synthetic point one', 'Synthetic point two', 'Synthetic point three'] }
        : {}),
    })),
    faqs: [1, 2].map((q) => ({
      question: `Synthetic question ${q} of post ${n}?`,
      answer: `Synthetic answer ${q}; generated for the scale bench.`,
    })),
  };
  return `import type { BlogPost } from '../types';\n\nexport default ${JSON.stringify(post, null, 2)} satisfies BlogPost;\n`;
}

/**
 * A town with a centre of its own, as a real one needs (a page states its distances and directions): points on a
 * grid around Waco, so each page's facts differ like real towns' do.
 */
function town(n: number): string {
  const latitude = (31.3 + (n % 10) * 0.05).toFixed(4);
  const longitude = (-97.5 + Math.floor(n / 10) * 0.06).toFixed(4);
  const centre = `{ latitude: ${latitude}, longitude: ${longitude}, source: { name: 'Synthetic point for the scale bench', url: 'https://example.com/synthetic' }, withinMiles: 1 }`;
  return `  { slug: 'synthetic-town-${pad(n)}', name: 'Synthetic Town ${pad(n)}', group: 'nearby', zips: ['00${pad(n)}'], centre: ${centre} },\n`;
}

export function addSyntheticContent(tree: string, counts: { posts: number; towns: number }): void {
  for (let n = 1; n <= counts.posts; n++) {
    writeFileSync(join(tree, 'src/content/blog', `synthetic-scale-post-${pad(n)}.ts`), blogPost(n));
  }
  const townsFile = join(tree, 'src/content/towns.ts');
  const source = readFileSync(townsFile, 'utf8');
  const start = source.indexOf('const nearbyTowns');
  const end = source.indexOf('\n];', start);
  if (start === -1 || end === -1)
    throw new Error('src/content/towns.ts: cannot find the list of nearby towns to extend');
  const entries = Array.from({ length: counts.towns }, (_, i) => town(i + 1)).join('');
  writeFileSync(townsFile, `${source.slice(0, end + 1)}${entries}${source.slice(end + 1)}`);
}
