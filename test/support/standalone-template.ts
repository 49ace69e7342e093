// Data folders made once per run (jest's global setup) by the app's own code, which each test standalone
// starts from a copy of:
// - the cluster template, as standalone leaves a data folder after creating its embedded PostgreSQL cluster
//   and database (initdb, then CREATE DATABASE): a start on a copy is a first start (migrations, secrets, the
//   default team and its keys), without the initdb that costs over a CPU-second;
// - the started template, as standalone leaves it after that first start and a SIGTERM: a start on a copy is
//   a later start, which finds its schemas migrated. Its first key is kept for the tests, as a user keeps the
//   key printed once.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { freePort, GaveUp, ROOT, startApp, waitFor } from './processes';

type EmbeddedDatabaseModule = typeof import('../../apps/standalone/src/embedded-database');

const CLUSTER_ENV = 'MAILROOM_TEST_CLUSTER_TEMPLATE';
const STARTED_ENV = 'MAILROOM_TEST_STARTED_TEMPLATE';
const STARTED_KEY_ENV = 'MAILROOM_TEST_STARTED_TEMPLATE_KEY';
const EMBEDDED_DATABASE = join(ROOT, 'dist', 'apps', 'standalone', 'src', 'embedded-database.js');
const START_TIMEOUT_MS = 120_000;

export type DataFolderStart = 'new-cluster' | 'first-start' | 'started';

// The full-access key a first start prints.
export function firstKeyIn(output: string): string | undefined {
  return /\b(mr_[0-9A-Za-z]{43})\b/.exec(output)?.[1];
}

// An empty data folder PostgreSQL may use: as root it runs as the postgres user, which must reach inside.
export function emptyDataFolder(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dataDir, 0o755);
  return dataDir;
}

export async function createTemplates(): Promise<void> {
  // Without a build (a unit spec run on its own), each standalone makes its own cluster.
  if (!existsSync(EMBEDDED_DATABASE)) return;
  const clusterDir = emptyDataFolder('mailroom-template-');
  // The built app's own code, as every test standalone runs it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startEmbeddedDatabase } = require(EMBEDDED_DATABASE) as EmbeddedDatabaseModule;
  const quiet = { debug: () => undefined, warn: () => undefined } as unknown as Logger;
  await (await startEmbeddedDatabase(clusterDir, 0, quiet)).stop();
  process.env[CLUSTER_ENV] = clusterDir;

  const startedDir = emptyDataFolder('mailroom-template-started-');
  // cp -a keeps the cluster's owner and modes, which PostgreSQL checks.
  execFileSync('cp', ['-a', `${clusterDir}/.`, startedDir]);
  process.env[STARTED_KEY_ENV] = await startOnce(startedDir);
  process.env[STARTED_ENV] = startedDir;
}

export function removeTemplates(): void {
  for (const name of [CLUSTER_ENV, STARTED_ENV]) {
    const dataDir = process.env[name];
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

// The run's template for a data folder, and the key its first start printed (when it made one). Without
// templates (a spec run outside jest's global setup), every data folder starts empty.
export function dataFolderTemplate(
  start: DataFolderStart,
): { dataDir: string; firstKey?: string } | undefined {
  const cluster = process.env[CLUSTER_ENV];
  const started = process.env[STARTED_ENV];
  const startedKey = process.env[STARTED_KEY_ENV];
  if (start === 'new-cluster' || !cluster) return undefined;
  if (start === 'first-start' || !started || !startedKey) return { dataDir: cluster };
  return { dataDir: started, firstKey: startedKey };
}

// Starts standalone on the data folder, answers the first key it prints, and stops it with SIGTERM.
async function startOnce(dataDir: string): Promise<string> {
  const app = startApp('standalone', {
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    OPS_PORT: String(await freePort()),
    HOST: '127.0.0.1',
  });
  let key: string;
  try {
    key = await waitFor(
      'the template standalone to print its first key',
      async () => {
        if (app.child.exitCode !== null) throw new GaveUp(`it exited with ${app.child.exitCode}`);
        return firstKeyIn(app.output());
      },
      START_TIMEOUT_MS,
      () => app.output(),
    );
  } catch (error) {
    await app.stop();
    throw error;
  }
  const code = await app.stop();
  if (code !== 0) throw new Error(`The template standalone stopped with ${code}:\n${app.output()}`);
  return key;
}
