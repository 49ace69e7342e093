// A data folder as standalone leaves it after creating its embedded PostgreSQL cluster and database (initdb,
// then CREATE DATABASE), made once per run by the app's own code. Each test standalone starts from a copy:
// initdb costs over a CPU-second per start, a copy a fraction of that. The migrations, the keys and the
// default team are still each app's own first start.
const { chmodSync, existsSync, mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

// Read by test/support/standalone.ts.
const ENV = 'MAILROOM_TEST_DATA_TEMPLATE';
const EMBEDDED_DATABASE = join(
  __dirname,
  '..',
  '..',
  'dist',
  'apps',
  'standalone',
  'src',
  'embedded-database.js',
);

async function createTemplate() {
  // Without a build (a unit spec run on its own), each standalone makes its own cluster.
  if (!existsSync(EMBEDDED_DATABASE)) return;
  const { startEmbeddedDatabase } = require(EMBEDDED_DATABASE);
  const dataDir = mkdtempSync(join(tmpdir(), 'mailroom-template-'));
  // As root, PostgreSQL runs as the postgres user, which must reach the cluster inside.
  chmodSync(dataDir, 0o755);
  const quiet = { debug: () => undefined, warn: () => undefined };
  const database = await startEmbeddedDatabase(dataDir, 0, quiet);
  await database.stop();
  process.env[ENV] = dataDir;
}

function removeTemplate() {
  const dataDir = process.env[ENV];
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

module.exports = { createTemplate, removeTemplate };
