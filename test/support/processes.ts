import { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

// Whatever happens to the test run, no app it started outlives it.
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

// Starts one built app (`dist/apps/<app>/src/main.js`) as a real process, with the young generation that
// `npm start` and the image give it.
export function startApp(app: string, env: Record<string, string>): RunningProcess {
  const main = join(ROOT, 'dist', 'apps', app, 'src', 'main.js');
  const child = spawn(process.execPath, ['--max-semi-space-size=32', main], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

// Ports for the processes a test starts are drawn below Linux's ephemeral range (32768-60999): a port the
// kernel handed out and took back (listen on 0) can be taken again by any outgoing connection before the
// process that was meant to listen on it does, and the suites make thousands of them.
const PORT_RANGE = { first: 20_000, last: 32_767 };
// A port is free when it is handed out, and taken only when the process it was meant for listens: two
// random draws in that window gave one port to two processes (one failed with EADDRINUSE). So each jest
// worker draws from a slice of its own, and within a suite the ports are handed out in turn.
const WORKER_SLICES = 4;
let nextPort: number | undefined;

export async function freePort(): Promise<number> {
  const { first, size } = portSlice();
  nextPort ??= Math.floor(Math.random() * size);
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = first + (nextPort++ % size);
    if (await canListen(port)) return port;
  }
  throw new Error('No free port found below the ephemeral range');
}

// The jest worker's slice of the range; the whole range outside jest (the benches).
function portSlice(): { first: number; size: number } {
  const all = PORT_RANGE.last - PORT_RANGE.first + 1;
  const worker = Number(process.env.JEST_WORKER_ID);
  if (!Number.isInteger(worker) || worker < 1) return { first: PORT_RANGE.first, size: all };
  const size = Math.floor(all / WORKER_SLICES);
  return { first: PORT_RANGE.first + ((worker - 1) % WORKER_SLICES) * size, size };
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

// Thrown by a probe of waitFor when waiting longer cannot help (the process it waits for has exited).
export class GaveUp extends Error {}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 30_000,
  describeFailure: () => string = () => '',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      if (error instanceof GaveUp)
        throw new Error(`Gave up waiting for ${what}: ${error.message}\n${describeFailure()}`);
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const cause = lastError instanceof Error ? lastError.message : '';
  throw new Error(`Timed out waiting for ${what}: ${cause}\n${describeFailure()}`);
}
