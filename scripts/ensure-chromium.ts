/**
 * The end-to-end tests and the benchmarks drive Debian's build of Chromium's headless shell: the engine visitors'
 * browsers run, without the browser's own interface, which a fresh full Chromium starts on the same two cores while
 * the page loads (docs/performance.md). The brand images are drawn in Debian's Chromium. Find each (CHROME_PATH,
 * CHROME_HEADLESS_SHELL_PATH, then /usr/bin); when one is missing and we run as root, install its Debian package.
 * Never lets a tool download a browser build of its own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

interface DebianBrowser {
  path: string;
  /** The Debian package that installs it. */
  debianPackage: string;
  /** The variable that points to another copy. */
  variable: string;
}

const chromium = (): DebianBrowser => ({
  path: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  debianPackage: 'chromium',
  variable: 'CHROME_PATH',
});

const headlessShell = (): DebianBrowser => ({
  path: process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  debianPackage: 'chromium-headless-shell',
  variable: 'CHROME_HEADLESS_SHELL_PATH',
});

export const headlessShellPath = () => headlessShell().path;

function ensure({ path, debianPackage, variable }: DebianBrowser): string {
  if (existsSync(path)) return path;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${debianPackage} not found at ${path}. Install Debian's package (apt-get install -y ${debianPackage}) or set ${variable}.`,
    );
  }
  console.log(`${debianPackage} not found at ${path}: installing Debian's ${debianPackage} package...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], { stdio: 'inherit', env });
  if (!existsSync(path)) throw new Error(`Installed ${debianPackage}, but ${path} is still missing`);
  return path;
}

/** Debian's Chromium, for the brand images. */
export const ensureChromium = () => ensure(chromium());

/** Debian's Chromium headless shell, for the end-to-end tests and the benchmarks. */
export const ensureHeadlessShell = () => ensure(headlessShell());

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
