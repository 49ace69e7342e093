import { readFileSync } from 'node:fs';

// The top functions by self time of a V8 CPU profile (node --cpu-prof; bench:send --profile), as a Markdown
// table: node -r ./bench/register.js bench/profile-top.ts <file.cpuprofile> [rows]. Idle time is left out;
// shares are of the busy time.

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

const [file, rows = '10'] = process.argv.slice(2);
if (!file) {
  process.stderr.write('Usage: node -r ./bench/register.js bench/profile-top.ts <file.cpuprofile> [rows]\n');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
// Work of the profiler itself (support/cpu-profiler.js stopping it and writing the profile) is left out.
const profilerOwn = new Set<number>();
const markOwn = (id: number) => {
  profilerOwn.add(id);
  for (const child of nodes.get(id)?.children ?? []) markOwn(child);
};
for (const node of profile.nodes) if (node.callFrame.url.endsWith('cpu-profiler.js')) markOwn(node.id);
const selfUs = new Map<string, number>();
let busyUs = 0;
profile.samples.forEach((id, i) => {
  const frame = nodes.get(id)!.callFrame;
  if (frame.functionName === '(idle)' || profilerOwn.has(id)) return;
  const where = frame.url
    ? ` ${frame.url
        .replace(/^.*\/node_modules\//, '')
        .replace(/^.*\/dist\//, '')
        .replace(/^node:/, '')}:${frame.lineNumber + 1}`
    : '';
  const name = `${frame.functionName || '(anonymous)'}${where}`;
  const delta = profile.timeDeltas[i] ?? 0;
  selfUs.set(name, (selfUs.get(name) ?? 0) + delta);
  busyUs += delta;
});
const top = [...selfUs].sort((a, b) => b[1] - a[1]).slice(0, Number(rows));
const lines = [
  `busy ${(busyUs / 1e6).toFixed(2)} s`,
  '',
  '| self ms | share | function |',
  '| ------: | ----: | -------- |',
  ...top.map(
    ([name, us]) =>
      `| ${(us / 1000).toFixed(0)} | ${((us / busyUs) * 100).toFixed(1)}% | \`${name.replace(/\|/g, '\\|')}\` |`,
  ),
];
process.stdout.write(`${lines.join('\n')}\n`);
