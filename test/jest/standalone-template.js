// Data folders made once per run by the app's own code, which each test standalone starts from a copy of:
// - the cluster template, as standalone leaves a data folder after creating its embedded PostgreSQL cluster
//   and database (initdb, then CREATE DATABASE): a start on a copy is a first start (migrations, secrets, the
//   default team and its keys), without the initdb that costs over a CPU-second;
// - the started template, as standalone leaves it after that first start and a SIGTERM: a start on a copy is a
//   later start, which finds its schemas migrated. Its first key is kept for the tests, as a user keeps the key
//   printed once.
const { execFileSync, spawn } = require('node:child_process');
const { chmodSync, existsSync, mkdtempSync, rmSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

// Read by test/support/standalone.ts.
const CLUSTER_ENV = 'MAILROOM_TEST_CLUSTER_TEMPLATE';
const STARTED_ENV = 'MAILROOM_TEST_STARTED_TEMPLATE';
const FIRST_KEY_ENV = 'MAILROOM_TEST_STARTED_TEMPLATE_KEY';
const DIST = join(__dirname, '..', '..', 'dist', 'apps', 'standalone', 'src');
const EMBEDDED_DATABASE = join(DIST, 'embedded-database.js');
const STANDALONE_MAIN = join(DIST, 'main.js');
const START_TIMEOUT_MS = 120_000;

async function createTemplate() {
  // Without a build (a unit spec run on its own), each standalone makes its own cluster.
  if (!existsSync(EMBEDDED_DATABASE)) return;
  const clusterDir = emptyDataDir('mailroom-template-');
  const { startEmbeddedDatabase } = require(EMBEDDED_DATABASE);
  const quiet = { debug: () => undefined, warn: () => undefined };
  const database = await startEmbeddedDatabase(clusterDir, 0, quiet);
  await database.stop();
  process.env[CLUSTER_ENV] = clusterDir;

  const startedDir = emptyDataDir('mailroom-template-started-');
  // cp -a keeps the cluster's owner and modes, which PostgreSQL checks.
  execFileSync('cp', ['-a', `${clusterDir}/.`, startedDir]);
  process.env[FIRST_KEY_ENV] = await startOnce(startedDir);
  process.env[STARTED_ENV] = startedDir;
}

function emptyDataDir(prefix) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  // As root, PostgreSQL runs as the postgres user, which must reach the cluster inside.
  chmodSync(dataDir, 0o755);
  return dataDir;
}

// Starts standalone on the data folder, answers the first key it prints, and stops it with SIGTERM.
async function startOnce(dataDir) {
  const [port, opsPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [STANDALONE_MAIN], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PORT: port,
      OPS_PORT: opsPort,
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    let key;
    while (!(key = /\b(mr_[0-9A-Za-z]{43})\b/.exec(output)?.[1])) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`The template standalone did not print its first key:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return key;
  } finally {
    child.kill('SIGTERM');
    const code = await exited;
    if (code !== 0) throw new Error(`The template standalone stopped with ${code}:\n${output}`);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(String(port)));
    });
  });
}

function removeTemplate() {
  for (const name of [CLUSTER_ENV, STARTED_ENV]) {
    const dataDir = process.env[name];
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

module.exports = { createTemplate, removeTemplate };
