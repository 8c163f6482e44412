import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's minified build: the builder's default is the unminified one, twice the size, sent to and compiled by every
 * page it checks.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.0 and 2.1 level A and AA rules. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What axe finds on the page as it is now (or in the parts `include` names), one "rule: targets" line a violation.
 * `tags: []` runs every rule, best practices included. axe runs in the page itself (its legacy mode): by default it
 * opens a blank page for each check to merge the results of cross-origin frames, which these pages do not have
 * (docs/performance.md has what that page cost).
 */
export async function axeViolations(
  page: Page,
  { include = [], tags = WCAG_AA }: { include?: string[]; tags?: string[] } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page, axeSource }).setLegacyMode(true);
  for (const selector of include) builder = builder.include(selector);
  if (tags.length > 0) builder = builder.withTags(tags);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
