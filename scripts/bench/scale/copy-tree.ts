/**
 * A temporary copy of the working tree for a build that must not touch the repository: every file git tracks
 * or would track (uncommitted changes included, ignored files such as dist/ and .env left out), with
 * node_modules symlinked rather than copied.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export function copyWorkingTree(from: string, to: string): void {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: from,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const source = join(from, file);
    if (!existsSync(source)) continue; // deleted in the working tree
    mkdirSync(dirname(join(to, file)), { recursive: true });
    copyFileSync(source, join(to, file));
  }
  symlinkSync(resolve(from, 'node_modules'), join(to, 'node_modules'), 'dir');
}
