import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT, startApp } from './support/processes';
import { startStandalone, Standalone } from './support/standalone';

const run = promisify(execFile);
const CLI = join(ROOT, 'dist', 'apps', 'cli', 'src', 'main.js');

describe('operating standalone', () => {
  let app: Standalone;

  beforeAll(async () => {
    app = await startStandalone();
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
    });

    it('reports API errors with a non-zero exit, and unknown commands with the usage', async () => {
      const invalid = await cli('team', 'create', '--name', 'X', '--owner-email', 'not-an-email');
      expect(invalid.code).toBe(1);
      expect(invalid.stderr).toContain('owner_email');
      const unknown = await cli('launch', 'rockets');
      expect(unknown.code).toBe(2);
      expect(unknown.stdout).toContain('Usage');
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
