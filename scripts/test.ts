/**
 * `npm test`: the whole gate, in the order that fails fastest. Type check, lint, format, the freshness of the
 * generated database types and schema dump, and deno check of the edge functions (side by side), then
 * unit/component/database/function tests, the production build with prerender, the place-page uniqueness and US
 * English checks over that build, and the end-to-end tests in Debian's Chromium.
 * Ends with one line: "tests: N passed, N failed".
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Step {
  name: string;
  command: string;
  args: string[];
}

// Results of an earlier run must not count towards this one.
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

// The checks first, side by side: each is one process on one core, and together they finish sooner than one after
// another (docs/performance.md). Their output is printed whole, one check after another.
const checks: Step[] = [
  { name: 'type check', command: 'npx', args: ['tsc', '--noEmit', '-p', '.'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.'] },
  { name: 'database types up to date', command: 'npx', args: ['tsx', 'scripts/gen-db-types.ts', '--check'] },
  { name: 'schema dump up to date', command: 'npx', args: ['tsx', 'scripts/dump-schema.ts', '--check'] },
  { name: 'deno check (edge functions)', command: 'npx', args: ['tsx', 'scripts/deno-check.ts'] },
];

const steps: Step[] = [
  {
    name: 'unit, component, database and function tests',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json'],
  },
  { name: 'build + prerender', command: 'npm', args: ['run', 'build'] },
  // Every self-canonical place page has substance of its own (fails on overlap > 0.50 or < 20% own text).
  { name: 'place page uniqueness', command: 'npx', args: ['tsx', 'scripts/uniqueness.ts'] },
  // Visitors read US English: no British spelling, 24-hour time or doubled period in any built page's text.
  { name: 'US English in built pages', command: 'npx', args: ['tsx', 'scripts/us-english.ts'] },
  { name: 'end-to-end tests (Chromium)', command: 'npm', args: ['run', 'test:e2e'] },
];

const timings: string[] = [];
let failedStep: string | undefined;

function record(step: Step, ok: boolean, seconds: number): void {
  timings.push(`${ok ? '✔' : '✘'} ${step.name} (${seconds.toFixed(1)} s)`);
  if (!ok) failedStep ??= step.name;
}

function runBuffered(step: Step): Promise<{ ok: boolean; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(step.command, step.args, { env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => (output += String(error)));
    child.on('close', (code) => done({ ok: code === 0, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const checked = await Promise.all(checks.map(runBuffered));
checks.forEach((step, i) => {
  const { ok, output, seconds } = checked[i]!;
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}\n${output}`);
  record(step, ok, seconds);
});

for (const step of failedStep ? [] : steps) {
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env: process.env });
  record(step, result.status === 0, (Date.now() - started) / 1000);
  if (failedStep) break;
}

function counts(): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  try {
    const vitest = JSON.parse(readFileSync('reports/vitest.json', 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
  } catch {
    /* the step did not run */
  }
  try {
    const pw = JSON.parse(readFileSync('reports/playwright.json', 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number };
    };
    passed += pw.stats.expected + pw.stats.flaky;
    failed += pw.stats.unexpected;
  } catch {
    /* the step did not run */
  }
  return { passed, failed };
}

console.log(`\n${timings.join('\n')}`);
const { passed, failed } = counts();
if (failedStep) console.error(`\nFAILED at: ${failedStep}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
