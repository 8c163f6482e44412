/**
 * The end-to-end tests and the benchmarks drive Debian's Chromium. Find it (CHROME_PATH, then
 * /usr/bin/chromium); when it is missing and we run as root, install Debian's package. Never
 * lets a tool download a browser build of its own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): string {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium not found at ${path}. Install Debian's package (apt-get install -y chromium) or set CHROME_PATH.`,
    );
  }
  console.log(`Chromium not found at ${path}: installing Debian's chromium package...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(path)) throw new Error(`Installed chromium, but ${path} is still missing`);
  return path;
}

/** Flags that keep headless Chromium off the (closed) network and quiet. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-default-apps',
  '--disable-extensions',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
