import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function pidIn(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0].trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

// One standalone process per data folder. A folder left by a process that was killed (kill -9, power loss)
// is taken over: its PostgreSQL, orphaned and still running, is stopped first so that ours can start.
export async function lockDataDir(dataDir: string, databaseDir: string): Promise<() => void> {
  const lockFile = join(dataDir, 'mailroom.pid');
  const owner = pidIn(lockFile);
  if (owner !== undefined && owner !== process.pid && alive(owner)) {
    throw new Error(`another Mailroom process (pid ${owner}) is using the data folder ${dataDir}`);
  }
  const orphan = pidIn(join(databaseDir, 'postmaster.pid'));
  if (orphan !== undefined && alive(orphan)) {
    // SIGINT is PostgreSQL's fast shutdown: it rolls back what was in flight and exits cleanly.
    process.kill(orphan, 'SIGINT');
    for (let waited = 0; alive(orphan) && waited < 30_000; waited += 100) await sleep(100);
    if (alive(orphan)) throw new Error(`the PostgreSQL left by a previous run (pid ${orphan}) does not stop`);
  }
  writeFileSync(lockFile, `${process.pid}\n`);
  return () => rmSync(lockFile, { force: true });
}
