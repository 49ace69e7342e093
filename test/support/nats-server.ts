import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitFor } from './processes';

export interface TestNats {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const BINARIES = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'];

// A NATS server with JetStream of the test's own, on a loopback port: runs never see each other's subjects,
// queue groups or streams. `maxPayload` in bytes (the server's default is 1 MB) is set in a configuration
// file, as docker-compose.yml sets it: the server takes it from nowhere else.
export async function startTestNats(options: { maxPayload?: number } = {}): Promise<TestNats> {
  const binary = BINARIES.find((candidate) => existsSync(candidate));
  if (!binary) throw new Error('nats-server is not installed (apt-get install nats-server)');
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'mailroom-nats-'));
  const args = ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir];
  if (options.maxPayload !== undefined) {
    const config = join(storeDir, 'nats.conf');
    writeFileSync(config, `max_payload: ${options.maxPayload}\n`);
    args.unshift('-c', config);
  }
  const child = spawn(binary, args, { stdio: 'ignore' });
  await waitFor('nats-server to listen', () => canConnect(port));
  return {
    url: `nats://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

function canConnect(port: number): Promise<true | undefined> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(undefined));
  });
}
