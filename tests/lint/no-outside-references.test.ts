import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A clone of the repository is all a newcomer has: no file may send them to the steering folder beside it
 * (`../shared`), or to the tracker's issues and stops, which a clone does not carry either. docs/ holds the project's
 * own words.
 */
const OUTSIDE = [
  /\.\.\/shared\b/,
  /\bshared\/(docs|spec)\b/,
  /\((issue|stop) \d+/i,
  /\b(issue|stop) #?\d+\b/i,
];

describe('the repository', () => {
  it('refers to nothing outside itself', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
      .split('\0')
      .filter((file) => /\.(ts|tsx|js|md|sql|toml|css|json|html)$/.test(file))
      .filter((file) => !file.startsWith('tests/lint/no-outside-references') && file !== 'package-lock.json');
    const found: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue; // Deleted in the working tree.
      }
      text.split('\n').forEach((line, index) => {
        if (OUTSIDE.some((pattern) => pattern.test(line))) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
