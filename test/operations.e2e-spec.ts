import { createTestDatabase } from '@mailroom/testing';
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SERVICES } from './support/distributed';
import { startTestNats } from './support/nats-server';
import { freePort, GaveUp, ROOT, startApp, waitFor } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';

const run = promisify(execFile);
const CLI = join(ROOT, 'dist', 'apps', 'cli', 'src', 'main.js');

describe('operating standalone', () => {
  let app: Standalone;

  beforeAll(async () => {
    app = await startStandalone({}, { dataFolder: 'new-cluster' });
  });

  afterAll(async () => {
    await app?.stop();
  });

  const cli = async (...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
    try {
      const { stdout, stderr } = await run(process.execPath, [CLI, ...args], {
        env: { ...process.env, MAILROOM_URL: app.baseUrl, DATA_DIR: app.dataDir, ADMIN_TOKEN: '' },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  describe('CLI', () => {
    it('creates a team, a user and a key the API accepts, reading the admin token from DATA_DIR', async () => {
      const team = await cli(
        'team',
        'create',
        '--name',
        'Cli Co',
        '--owner-email',
        'cli@example.test',
        '--plan',
        'pro_50k',
        '--json',
      );
      expect(team.code).toBe(0);
      const teamData = JSON.parse(team.stdout);
      expect(teamData).toMatchObject({ name: 'Cli Co', plan: 'pro_50k', monthly_limit: 50000 });

      const user = await cli('user', 'add', String(teamData.id), '--email', 'dev@example.test', '--json');
      expect(JSON.parse(user.stdout)).toMatchObject({ email: 'dev@example.test' });

      const key = await cli(
        'key',
        'create',
        String(teamData.id),
        '--name',
        'ci',
        '--permission',
        'read_only',
        '--type',
        'live',
        '--json',
      );
      expect(key.code).toBe(0);
      const check = await app.api.withToken(JSON.parse(key.stdout).key).get('/auth/check');
      expect(check.body.data.team_id).toBe(teamData.id);

      const updated = await cli(
        'team',
        'update',
        String(teamData.id),
        '--plan',
        'enterprise',
        '--monthly-limit',
        '7000000',
      );
      expect(updated.code).toBe(0);
      expect(updated.stdout).toContain('7000000');
    });

    it('sets and clears a reputation entry', async () => {
      expect((await cli('reputation', 'set', 'spammy.test', 'blacklisted')).stdout).toContain('blacklisted');
      const domain = await app.api.post('/domains', { domain: 'news.spammy.test' });
      expect(domain.body.data.status).toBe('blacklisted');
      expect((await cli('reputation', 'clear', 'spammy.test')).code).toBe(0);
      const notADomain = await cli('reputation', 'clear', 'not a domain');
      expect(notADomain).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('The domain must be a valid hostname.'),
      });
    });

    it('reports API errors with a non-zero exit, and unknown commands with the usage', async () => {
      const invalid = await cli('team', 'create', '--name', 'X', '--owner-email', 'not-an-email');
      expect(invalid.code).toBe(1);
      expect(invalid.stderr).toContain('owner_email');
      const unknown = await cli('launch', 'rockets');
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toMatch(/^mailroom cli: unknown command "launch rockets"\nUsage:/);
    });

    it('refuses a malformed number or a team id that names another route, and leaves the team as it was', async () => {
      const team = JSON.parse(
        (await cli('team', 'create', '--name', 'Num Co', '--owner-email', 'num@example.test', '--json'))
          .stdout,
      );
      const limit = await cli('team', 'update', String(team.id), '--monthly-limit', 'abc');
      expect(limit.code).toBe(2);
      expect(limit.stderr).toContain('--monthly-limit must be an integer from 1 to 2147483647, got "abc"');
      const key = await cli(
        'key',
        'create',
        String(team.id),
        '--name',
        'k',
        '--permission',
        'read_only',
        '--type',
        'sandbox',
        '--user-id',
        'abc',
      );
      expect(key.code).toBe(2);
      expect(key.stderr).toContain('--user-id must be an integer');
      const traversal = await cli('team', 'get', '../capture/messages');
      expect(traversal.code).toBe(2);
      expect(traversal.stderr).toContain('TEAM_ID must be an integer');
      expect((await cli('team', 'get', String(team.id), '3')).code).toBe(2);
      const unchanged = await cli('team', 'get', String(team.id), '--json');
      expect(JSON.parse(unchanged.stdout)).toMatchObject({ id: team.id, monthly_limit: team.monthly_limit });
    });

    it('says which server it could not reach', async () => {
      // A free port (undici refuses some low ones, such as 1, as "bad port" before connecting).
      const url = `http://127.0.0.1:${await freePort()}`;
      const failed = await run(process.execPath, [CLI, 'team', 'get', '2'], {
        env: { ...process.env, MAILROOM_URL: url, ADMIN_TOKEN: 'a'.repeat(32) },
      }).then(
        () => ({ code: 0, stdout: '', stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      expect(failed.code).toBe(1);
      expect(failed.stdout).toBe('');
      expect(failed.stderr).toBe(
        `mailroom cli: cannot reach ${url} (MAILROOM_URL): connect ECONNREFUSED ${url.slice('http://'.length)}\n`,
      );
    });
  });

  describe('admin capture list', () => {
    it('validates ?limit= and refuses unknown query parameters', async () => {
      expect((await app.admin.get('/admin/capture/messages?limit=5')).status).toBe(200);
      for (const query of ['limit=abc', 'limit=0', 'limit=-1', 'limit=1001', 'limit=100000', 'foo=1']) {
        const answer = await app.admin.get(`/admin/capture/messages?${query}`);
        expect(`${query}: ${answer.status} ${answer.body.error_code}`).toBe(`${query}: 422 validation_error`);
      }
    });
  });

  it('serves liveness and readiness outside /api, and Prometheus metrics on the ops port only', async () => {
    expect((await fetch(`${app.baseUrl}/live`)).status).toBe(200);
    const ready = await fetch(`${app.baseUrl}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      ready: true,
      checks: { 'database:identity': true, 'database:domains': true },
    });
    await app.api.get('/auth/check');
    expect((await fetch(`${app.baseUrl}/metrics`)).status).toBe(404);
    expect((await fetch(`${app.opsUrl}/ready`)).status).toBe(200);
    const metrics = await (await fetch(`${app.opsUrl}/metrics`)).text();
    expect(metrics).toContain('mailroom_http_request_duration_seconds_bucket');
    expect(metrics).toContain('process_cpu_user_seconds_total');
    // The ops port: a query string is tolerated, a trailing slash is another path, other methods are 405.
    expect((await fetch(`${app.opsUrl}/live?probe=1`)).status).toBe(200);
    expect((await fetch(`${app.opsUrl}/ready?probe=1`)).status).toBe(200);
    expect((await fetch(`${app.opsUrl}/ready/`)).status).toBe(404);
    const post = await fetch(`${app.opsUrl}/live`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('stops on SIGTERM with exit code 0 and keeps its data across a restart, without a second first-start key', async () => {
    const created = await app.api.post('/domains', { domain: 'persist.example.test' });
    expect(created.status).toBe(200);
    expect(await app.restart()).toBe(0);
    expect(app.process.output()).not.toMatch(/mr_[0-9A-Za-z]{43}/);
    const check = await app.api.get('/auth/check');
    expect(check.status).toBe(200);
    const detail = await app.api.get('/domains/persist.example.test');
    expect(detail.body.data.dns.dkim.public).toBe(created.body.data.dkim.public);
  });
});

describe('standalone after a crash', () => {
  let app: Standalone;

  beforeAll(async () => {
    app = await startStandalone();
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('takes its data folder back after kill -9, and refuses a second process on it', async () => {
    const created = await app.api.post('/domains', { domain: 'crash.example.test' });
    expect(created.status).toBe(200);
    await app.restart('SIGKILL');
    expect((await app.api.get('/domains/crash.example.test')).status).toBe(200);

    const second = await app.startSecond();
    expect(second.code).toBe(1);
    expect(second.output).toContain('another Mailroom process');
    expect((await app.api.get('/auth/check')).status).toBe(200);
  });
});

describe('configuration is validated at start', () => {
  it('stops a distributed app with one line naming every problem', async () => {
    const gateway = startApp('gateway', {
      DATABASE_URL: '',
      PORT: 'eighty',
      ADMIN_TOKEN: 'short',
      NATS_URL: 'http://x',
    });
    const code = await new Promise<number | null>((resolve) => gateway.child.once('exit', resolve));
    expect(code).toBe(1);
    const lines = gateway.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^mailroom: invalid configuration: /);
    for (const variable of ['DATABASE_URL', 'PORT', 'ADMIN_TOKEN', 'NATS_URL'])
      expect(lines[0]).toContain(variable);
  });
});

describe('configuration is validated at start, in every app', () => {
  const KEY = Buffer.alloc(32, 9).toString('base64');
  // Unreachable on purpose: each app must refuse its configuration before it connects to anything.
  const REACHABLE_NOWHERE = {
    DATABASE_URL: 'postgres://mailroom@127.0.0.1:1/mailroom',
    NATS_URL: 'nats://127.0.0.1:1',
    ENCRYPTION_KEY: KEY,
    ADMIN_TOKEN: 'a'.repeat(32),
  };
  const exitOf = async (app: string, env: Record<string, string>) => {
    const started = startApp(app, env);
    const code = await new Promise<number | null>((resolve) => started.child.once('exit', resolve));
    return { code, lines: started.output().trim().split('\n') };
  };

  it.each(['gateway', ...SERVICES])(
    '%s names each malformed number once, with its range, in one line',
    async (app) => {
      const { code, lines } = await exitOf(app, {
        ...REACHABLE_NOWHERE,
        OPS_PORT: '0x2390',
        BUS_TIMEOUT_MS: '1e4',
      });
      expect(code).toBe(1);
      expect(lines).toEqual([
        'mailroom: invalid configuration: BUS_TIMEOUT_MS must be an integer from 100 to 120000, got "1e4"; ' +
          'OPS_PORT must be an integer from 1 to 65535, got "0x2390"',
      ]);
    },
  );

  // A crash loop of a misconfigured app costs little: it exits before it loads NestJS and its own code.
  it.each(['gateway', ...SERVICES, 'standalone'])(
    '%s refuses its configuration before it loads the rest of its code',
    async (app) => {
      const folder = mkdtempSync(join(tmpdir(), 'mailroom-loaded-'));
      const loadedFile = join(folder, 'loaded');
      try {
        const { code } = await exitOf(app, {
          ...REACHABLE_NOWHERE,
          BUS_TIMEOUT_MS: 'soon',
          NODE_OPTIONS: `--require ${join(ROOT, 'test', 'fixtures', 'probes', 'loaded-modules.js')}`,
          LOADED_MODULES_FILE: loadedFile,
        });
        expect(code).toBe(1);
        const loaded = readFileSync(loadedFile, 'utf8').split('\n');
        expect(loaded).toContain(join(ROOT, 'dist', 'apps', app, 'src', 'main.js'));
        expect(loaded.filter((file) => /node_modules|\.module\.js$|-process\.js$/.test(file))).toEqual([]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );

  it('distributed sending checks DNS_SERVERS and SMTP_HELO_NAME itself, and the gateway HOST and TRUST_PROXY', async () => {
    const sending = await exitOf('sending', {
      ...REACHABLE_NOWHERE,
      DNS_SERVERS: 'dns.google',
      SMTP_HELO_NAME: 'a b',
      DELIVERY_CLAIM_LEASE_SECONDS: '99999999999999',
    });
    expect(sending.code).toBe(1);
    expect(sending.lines).toHaveLength(1);
    for (const variable of ['DNS_SERVERS', 'SMTP_HELO_NAME', 'DELIVERY_CLAIM_LEASE_SECONDS'])
      expect(sending.lines[0].split(variable)).toHaveLength(2);
    const gateway = await exitOf('gateway', {
      ...REACHABLE_NOWHERE,
      HOST: 'not-a-host',
      TRUST_PROXY: 'garbage',
      PORT: '0',
    });
    expect(gateway).toEqual({
      code: 1,
      lines: [
        'mailroom: invalid configuration: PORT must be an integer from 1 to 65535, got "0"; ' +
          'HOST must be an IP address (such as 0.0.0.0, :: or 127.0.0.1) or localhost, got "not-a-host"; ' +
          'TRUST_PROXY entries must be IP addresses or CIDR blocks (such as 10.0.0.0/8), got "garbage"',
      ],
    });
  });

  it('distributed sending refuses a relay URL it could make no relay of, in one line that keeps its password', async () => {
    const { code, lines } = await exitOf('sending', {
      ...REACHABLE_NOWHERE,
      DELIVERY_MODE: 'relay',
      RELAY_URL: 'smtp://user:hunter2@relay.example.net:0',
    });
    expect({ code, lines }).toEqual({
      code: 1,
      lines: ['mailroom: invalid configuration: RELAY_URL has port 0 (expected 1 to 65535)'],
    });
  });

  it.each(['gateway', 'domains', 'sending'])(
    '%s refuses a PUBLIC_URL its tracking links would be broken by',
    async (app) => {
      const { code, lines } = await exitOf(app, {
        ...REACHABLE_NOWHERE,
        PUBLIC_URL: 'https://mail.example.com/?utm_source=mail',
      });
      expect({ code, lines }).toEqual({
        code: 1,
        lines: [
          'mailroom: invalid configuration: PUBLIC_URL must be a base URL such as https://mail.example.com or ' +
            'https://example.com/mailroom: no user, password, query, fragment, white space or port 0',
        ],
      });
    },
  );

  it('standalone names a DATA_DIR that is a file, and each problem once, before PostgreSQL starts', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'mailroom-cfg-'));
    const file = join(folder, 'not-a-folder');
    writeFileSync(file, '');
    try {
      const { code, lines } = await exitOf('standalone', {
        DATA_DIR: file,
        PUBLIC_URL: 'notaurl',
        ENCRYPTION_KEY: 'short',
        OWNER_EMAIL: 'not an email',
      });
      expect(code).toBe(1);
      expect(lines).toEqual([
        `mailroom: invalid configuration: DATA_DIR must be a folder this process can write: "${file}": it is a file, not a folder (EEXIST); ` +
          'PUBLIC_URL must be a URL, got "notaurl"; ' +
          'ENCRYPTION_KEY must be 32 bytes, base64 encoded (openssl rand -base64 32); ' +
          'OWNER_EMAIL must be a bare email address such as owner@example.com, got "not an email"',
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('a port that is taken stops the app with one line naming it', () => {
  let holder: Server;
  let taken: number;

  beforeAll(async () => {
    taken = await freePort();
    holder = await new Promise<Server>((resolve) => {
      const server = createServer();
      server.listen(taken, '0.0.0.0', () => resolve(server));
    });
  });

  afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

  it('standalone: OPS_PORT taken, and PostgreSQL stopped with it so that the data folder can start again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mailroom-ops-'));
    chmodSync(dataDir, 0o755);
    try {
      const port = await freePort();
      const env = { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), OPS_PORT: String(taken) };
      const failed = startApp('standalone', env);
      const code = await new Promise<number | null>((resolve) => failed.child.once('exit', resolve));
      expect(code).toBe(1);
      expect(failed.output()).not.toContain("Unhandled 'error' event");
      expect(failed.output()).toContain(
        `mailroom: failed to start: cannot listen on OPS_PORT ${taken} (address 127.0.0.1): the port is already in use (EADDRINUSE)\n`,
      );
      expect(failed.output()).not.toMatch(/^\s+at /m);
      // PostgreSQL removes its pid file when it stops, and the process its lock file when it lets go.
      expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
      // The folder is free: a start with a free ops port takes it.
      const again = startApp('standalone', { ...env, OPS_PORT: String(await freePort()) });
      try {
        // Announced once started, with its shutdown handling in place.
        await waitFor(
          'standalone to start again on the data folder',
          async () => {
            if (again.child.exitCode !== null) throw new GaveUp(`exited: ${again.output()}`);
            return again.output().includes('Admin token') ? true : undefined;
          },
          60_000,
        );
        expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      } finally {
        expect(await again.stop()).toBe(0);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('distributed gateway and services: OPS_PORT taken', async () => {
    const database = await createTestDatabase();
    const nats = await startTestNats();
    try {
      const env = {
        DATABASE_URL: database.url,
        NATS_URL: nats.url,
        ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
        ADMIN_TOKEN: 'a'.repeat(32),
        OPS_PORT: String(taken),
      };
      const gateway = startApp('gateway', { ...env, HOST: '127.0.0.1', PORT: String(await freePort()) });
      const templates = startApp('templates', env);
      const [gatewayCode, templatesCode] = await Promise.all(
        [gateway, templates].map(
          (app) => new Promise<number | null>((resolve) => app.child.once('exit', resolve)),
        ),
      );
      expect(gatewayCode).toBe(1);
      expect(gateway.output()).toContain(
        `mailroom: failed to start: cannot listen on OPS_PORT ${taken} (address 0.0.0.0): the port is already in use (EADDRINUSE)`,
      );
      expect(templatesCode).toBe(1);
      expect(templates.output()).toContain(`cannot listen on OPS_PORT ${taken} (address 0.0.0.0)`);
      for (const app of [gateway, templates]) expect(app.output()).not.toContain("Unhandled 'error' event");
    } finally {
      await nats.stop();
      await database.drop();
    }
  });
});
