import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ApiClient } from './http-client';
import { freePort, GaveUp, RunningProcess, startApp, waitFor } from './processes';
import { DataFolderStart, dataFolderTemplate, emptyDataFolder, firstKeyIn } from './standalone-template';

export interface Standalone {
  baseUrl: string;
  // The ops port's /live, /ready and /metrics.
  opsUrl: string;
  api: ApiClient;
  // The full_access key standalone printed on its first start.
  firstKey: string;
  adminToken: string;
  admin: ApiClient;
  dataDir: string;
  process: RunningProcess;
  // Stops with SIGTERM, starts again on the same data; answers the exit code of the stop.
  restart(signal?: NodeJS.Signals): Promise<number | null>;
  // Starts a second process on the same data folder and port+1; answers its exit code and output.
  startSecond(): Promise<{ code: number | null; output: string }>;
  stop(): Promise<void>;
}

export interface StandaloneOptions {
  // Where the data folder starts (the templates are made once per run, ./standalone-template.ts):
  // - 'new-cluster': empty, so that standalone creates its embedded PostgreSQL cluster, as on a new machine;
  // - 'first-start': the cluster made, nothing else, so that standalone makes its first start (migrations,
  //   secrets, the default team) and prints its first key and console link;
  // - 'started' (the default): as a first start and a SIGTERM left it, every schema migrated.
  dataFolder?: DataFolderStart;
}

// One standalone process per test file, with its own data folder and ports.
export async function startStandalone(
  env: Record<string, string> = {},
  options: StandaloneOptions = {},
): Promise<Standalone> {
  const dataDir = emptyDataFolder('mailroom-test-');
  const template = dataFolderTemplate(options.dataFolder ?? 'started');
  // cp -a keeps the cluster's owner and modes, which PostgreSQL checks.
  if (template) execFileSync('cp', ['-a', `${template.dataDir}/.`, dataDir]);
  const port = await freePort();
  const opsPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const fullEnv = {
    DATA_DIR: dataDir,
    PORT: String(port),
    OPS_PORT: String(opsPort),
    PUBLIC_URL: baseUrl,
    HOST: '127.0.0.1',
    ...env,
  };

  const launch = async (): Promise<RunningProcess> => {
    const child = startApp('standalone', fullEnv);
    await waitFor(
      'standalone to serve /api/health',
      async () => {
        if (child.child.exitCode !== null) throw new GaveUp(`standalone exited with ${child.child.exitCode}`);
        const response = await fetch(`${baseUrl}/api/health`);
        return response.status === 200 ? true : undefined;
      },
      60_000,
      () => child.output(),
    );
    return child;
  };

  let running = await launch();
  const firstKey =
    template?.firstKey ?? (await waitFor('the first API key', async () => firstKeyIn(running.output())));
  const adminToken = readFileSync(join(dataDir, 'admin-token'), 'utf8').trim();
  const standalone: Standalone = {
    baseUrl,
    opsUrl: `http://127.0.0.1:${opsPort}`,
    api: new ApiClient(`${baseUrl}/api`, firstKey),
    firstKey,
    adminToken,
    admin: new ApiClient(`${baseUrl}/api`, adminToken),
    dataDir,
    get process() {
      return running;
    },
    async restart(signal: NodeJS.Signals = 'SIGTERM') {
      const code = await running.stop(signal);
      running = await launch();
      return code;
    },
    async startSecond() {
      const second = startApp('standalone', {
        ...fullEnv,
        PORT: String(port + 1),
        OPS_PORT: String(opsPort + 1),
      });
      const code = await new Promise<number | null>((resolve) => second.child.once('exit', resolve));
      return { code, output: second.output() };
    },
    async stop() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return standalone;
}
