import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiResponse } from './http-client';
import { waitFor } from './processes';

// How long a request may take while the database hangs: it answers 503 within a few seconds (the database
// watchdog's bound), never as long as the database hangs.
export const ANSWER_WITHIN_MS = 10_000;
// Once the service knows the database hangs, it refuses at once.
export const REFUSED_WITHIN_MS = 2_000;

export interface Timed {
  response?: ApiResponse;
  ms: number;
}

// The answer and how long it took; no answer at all within twice the bound is recorded as none.
export async function timed(request: Promise<ApiResponse>): Promise<Timed> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const none = new Promise<undefined>(
    (resolve) => (timer = setTimeout(() => resolve(undefined), 2 * ANSWER_WITHIN_MS)),
  );
  const response = await Promise.race([request, none]);
  clearTimeout(timer);
  return { response, ms: Date.now() - started };
}

export function expectUnavailable({ response, ms }: Timed, within: number): void {
  expect({ status: response?.status, error_code: response?.body?.error_code }).toEqual({
    status: 503,
    error_code: 'service_unavailable',
  });
  expect(ms).toBeLessThan(within);
}

// Waits until a request the database hang refused is served again (200), as a client retrying would.
export async function waitUntilServed(what: string, request: () => Promise<ApiResponse>): Promise<void> {
  await waitFor(what, async () => ((await request()).status === 200 ? true : undefined), 30_000);
}

// Freezes a PostgreSQL as a hung server looks: the postmaster and every backend stopped (SIGSTOP), their
// connections open, nothing answered. Answers the resume, which is safe to call more than once; a caller
// resumes in a finally block, whatever its assertions did.
export function freezePostgres(dataDir: string): () => void {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  // The postmaster first, so that it forks no backend that the list below would miss.
  const stopped = [postmaster];
  process.kill(postmaster, 'SIGSTOP');
  for (const child of childrenOf(postmaster)) {
    process.kill(child, 'SIGSTOP');
    stopped.push(child);
  }
  return () => {
    for (const pid of stopped.reverse()) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // Gone already.
      }
    }
    stopped.length = 0;
  };
}

function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid ...: the command may hold spaces and parentheses, the last ')' ends it.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) children.push(Number(entry));
    } catch {
      // Exited meanwhile.
    }
  }
  return children;
}
