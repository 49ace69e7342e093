import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fixed, table } from './support/stats';

// The top functions of a .cpuprofile (--profile writes one per app and phase) by self time, and by
// total time (the time on the stack, each function once per sample), as shares of the busy samples:
//   node -r ./bench/register.js bench/profile-top.ts prof/standalone-1234.cpuprofile [rows]
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  process.stderr.write('Usage: node -r ./bench/register.js bench/profile-top.ts <file.cpuprofile> [rows]\n');
  process.exit(2);
}
const rows = Number(rowsArg ?? 10);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const parent = new Map<number, number>();
const byId = new Map<number, ProfileNode>();
for (const node of profile.nodes) {
  byId.set(node.id, node);
  for (const child of node.children ?? []) parent.set(child, node.id);
}

const nameOf = (node: ProfileNode): string => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^file:\/\//, '');
  const path = where.startsWith('/') ? relative(process.cwd(), where) : where;
  const shown = path.replace(/^.*node_modules\//, '');
  return `${functionName || '(anonymous)'}${shown ? ` ${shown}:${lineNumber + 1}` : ''}`;
};

const self = new Map<string, number>();
const total = new Map<string, number>();
let busy = 0;
let idle = 0;
profile.samples.forEach((id, index) => {
  // A sample's time is the delta to the next one.
  const micros = profile.timeDeltas[index + 1] ?? 0;
  const node = byId.get(id)!;
  if (node.callFrame.functionName === '(idle)') {
    idle += micros;
    return;
  }
  busy += micros;
  const name = nameOf(node);
  self.set(name, (self.get(name) ?? 0) + micros);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const frame = nameOf(byId.get(at)!);
    if (frame === '(root)' || seen.has(frame)) continue;
    seen.add(frame);
    total.set(frame, (total.get(frame) ?? 0) + micros);
  }
});

const top = (times: Map<string, number>) =>
  [...times.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, micros]) => [fixed(micros / 1000), `${fixed((micros / busy) * 100, 1)}%`, name]);

process.stdout.write(
  [
    `${file}: busy ${fixed(busy / 1000)} ms, idle ${fixed(idle / 1000)} ms`,
    '',
    table([['self ms', 'of busy', 'function'], ...top(self)]),
    '',
    table([['total ms', 'of busy', 'function'], ...top(total)]),
    '',
  ].join('\n'),
);
