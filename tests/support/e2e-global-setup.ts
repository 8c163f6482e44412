import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BUILT_VERCEL_CONFIG } from '../../local/site/static-host';
import { ensureHeadlessShell } from '../../scripts/ensure-chromium';

/** The suite runs against the production build; build it when it is missing (npm test builds first). */
export default function globalSetup() {
  ensureHeadlessShell();
  if (!existsSync('dist/index.html') || !existsSync(BUILT_VERCEL_CONFIG))
    execSync('npm run build', { stdio: 'inherit' });
}
