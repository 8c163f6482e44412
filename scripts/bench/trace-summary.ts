/**
 * Where the main thread's time goes during a page load, from a Lighthouse trace (BENCH_TRACES=1 keeps them in
 * bench-results/traces/). Uses Lighthouse's own trace model (tracehouse), so the tasks are the ones its audits
 * count. Times are as observed on this machine and, in brackets, times 4 (the CPU slowdown Lighthouse's
 * simulation applies), which is what TBT and the long-tasks audit charge.
 *
 *   npx tsx scripts/bench/trace-summary.ts bench-results/traces/<label>/town-run1.trace.json
 *
 * Prints the tasks over 12.5 ms observed (50 ms simulated, a long task) with what each was made of, the main
 * thread's time by kind of work, every style recalculation and layout with the number of elements and layout
 * objects it touched, and the paint timings.
 */
import { readFileSync } from 'node:fs';
// Lighthouse's own trace model: not part of its public API, so the shapes used here are declared below.
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';

const SLOWDOWN = 4;

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  args?: {
    data?: Record<string, unknown>;
    beginData?: Record<string, unknown>;
    elementCount?: number;
    [key: string]: unknown;
  };
}

interface TaskNode {
  event: TraceEvent;
  endEvent?: TraceEvent;
  children: TaskNode[];
  parent?: TaskNode;
  startTime: number;
  endTime: number;
  duration: number;
  selfTime: number;
  attributableURLs: string[];
  group: { id: string; label: string };
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms (${Math.round(ms * SLOWDOWN)})`;
const shortUrl = (url: unknown) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '') || '(document)';

/** A few words on what an event did: which script, how many elements, what forced it. */
function describe(node: TaskNode): string {
  const { name, args } = node.event;
  const data = args?.data ?? {};
  switch (name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${name} ${shortUrl(data.url ?? args?.fileName)}`;
    case 'FunctionCall':
      return `FunctionCall ${shortUrl(data.url)}${data.functionName ? ` ${String(data.functionName)}` : ''}`;
    case 'UpdateLayoutTree':
      return `UpdateLayoutTree (${args?.elementCount ?? data.elementCount ?? '?'} elements)`;
    case 'Layout': {
      const begin = args?.beginData ?? {};
      return `Layout (${String(begin.dirtyObjects ?? '?')} of ${String(begin.totalObjects ?? '?')} objects)`;
    }
    case 'ParseHTML':
      return `ParseHTML lines ${String((args?.beginData as { startLine?: number } | undefined)?.startLine ?? '?')}-`;
    case 'ParseAuthorStyleSheet':
      return `ParseAuthorStyleSheet ${shortUrl(data.styleSheetUrl)}`;
    case 'TimerFire':
    case 'EventDispatch':
      return `${name} ${String(data.type ?? '')}`;
    default:
      return name;
  }
}

/** Self time of a task's descendants, summed by description. */
function breakdown(node: TaskNode, into = new Map<string, number>()): Map<string, number> {
  for (const child of node.children) {
    const key = describe(child);
    into.set(key, (into.get(key) ?? 0) + child.selfTime);
    breakdown(child, into);
  }
  return into;
}

function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: trace-summary.ts <trace.json>');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const trace = Array.isArray(raw) ? { traceEvents: raw } : raw;
  const processed = TraceProcessor.processTrace(trace);
  const navigation = TraceProcessor.processNavigation(processed);
  const origin = processed.timestamps.timeOrigin;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    origin,
  ) as TaskNode[];
  const topLevel = tasks.filter((t) => !t.parent);
  const load = topLevel.filter((t) => t.startTime <= (navigation.timings.load ?? Infinity) + 5000);

  console.log(`Trace ${file}`);
  console.log(
    `  observed FCP ${navigation.timings.firstContentfulPaint?.toFixed(0)} ms, LCP ${navigation.timings.largestContentfulPaint?.toFixed(0)} ms, load ${navigation.timings.load?.toFixed(0)} ms (unthrottled, this machine)\n`,
  );

  console.log('Tasks over 12.5 ms observed (50 ms simulated), observed (x4):');
  for (const task of load.filter((t) => t.duration >= 12.5)) {
    console.log(
      `  at ${task.startTime.toFixed(0)} ms: ${fmt(task.duration)} ${describe(task)} [${task.attributableURLs.map(shortUrl).join(', ')}]`,
    );
    const parts = [...breakdown(task)].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 0.5);
    for (const [what, ms] of parts.slice(0, 8)) console.log(`      ${fmt(ms).padEnd(20)} ${what}`);
  }

  const byGroup = new Map<string, number>();
  const byName = new Map<string, number>();
  const walk = (node: TaskNode) => {
    byGroup.set(node.group.label, (byGroup.get(node.group.label) ?? 0) + node.selfTime);
    byName.set(node.event.name, (byName.get(node.event.name) ?? 0) + node.selfTime);
    node.children.forEach(walk);
  };
  load.forEach(walk);
  console.log('\nMain thread by kind of work, observed (x4):');
  for (const [group, ms] of [...byGroup].sort((a, b) => b[1] - a[1]))
    console.log(`  ${fmt(ms).padEnd(20)} ${group}`);
  console.log('\nBy trace event (self time), observed (x4):');
  for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`  ${fmt(ms).padEnd(20)} ${name}`);
  }

  console.log('\nStyle recalculations and layouts over 1 ms, observed (x4):');
  const styleLayout: TaskNode[] = [];
  const collect = (node: TaskNode) => {
    if (['UpdateLayoutTree', 'Layout'].includes(node.event.name) && node.duration >= 1)
      styleLayout.push(node);
    node.children.forEach(collect);
  };
  load.forEach(collect);
  for (const node of styleLayout) {
    const cause = node.parent ? describe(node.parent) : 'its own task';
    console.log(
      `  at ${node.startTime.toFixed(0)} ms: ${fmt(node.duration).padEnd(20)} ${describe(node)}, inside ${cause}`,
    );
  }
}

main();
