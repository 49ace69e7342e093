import { createServer } from 'node:net';
import { CliIo, runCli } from './run-cli';

const TOKEN = 'a'.repeat(32);

interface Call {
  url: string;
  method?: string;
  body?: unknown;
}

// Runs the CLI as a user would, against an admin API that answers `answer` and records what it was asked;
// a test that expects no request gets a fetch that fails it.
async function cli(
  argv: string[],
  options: { answer?: unknown; status?: number; fetch?: typeof fetch; mailroomUrl?: string } = {},
) {
  const calls: Call[] = [];
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    env: { MAILROOM_URL: options.mailroomUrl ?? 'http://admin.test', ADMIN_TOKEN: TOKEN },
    fetch:
      options.fetch ??
      (async (input, init) => {
        const url = input as string;
        if (options.answer === undefined) throw new Error(`unexpected request to ${url}`);
        calls.push({
          url,
          method: init?.method,
          body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        });
        return new Response(JSON.stringify(options.answer), { status: options.status ?? 200 });
      }),
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr, calls };
}

const TEAM = { data: { id: 2, name: 'Acme', plan: 'enterprise', monthly_limit: 5000000, owner: null } };

describe('the CLI', () => {
  it('sends a team update with its numbers', async () => {
    const run = await cli(['team', 'update', '2', '--monthly-limit', '5000000'], { answer: TEAM });
    expect(run.code).toBe(0);
    expect(run.calls).toEqual([
      { url: 'http://admin.test/api/admin/teams/2', method: 'PATCH', body: { monthly_limit: 5000000 } },
    ]);
    expect(run.stdout).toBe('Team 2 "Acme" (enterprise, 5000000/month), owner -\n');
  });

  it.each([
    [
      ['team', 'update', '2', '--monthly-limit', 'abc'],
      '--monthly-limit must be an integer from 1 to 2147483647, got "abc"',
    ],
    [
      ['team', 'update', '2', '--monthly-limit', '1e6'],
      '--monthly-limit must be an integer from 1 to 2147483647, got "1e6"',
    ],
    [
      ['team', 'create', '--name', 'A', '--owner-email', 'a@b.co', '--monthly-limit', '0'],
      '--monthly-limit must be an integer',
    ],
    [
      [
        'key',
        'create',
        '2',
        '--name',
        'k',
        '--permission',
        'read_only',
        '--type',
        'sandbox',
        '--user-id',
        'abc',
      ],
      '--user-id must be an integer from 1 to 2147483647, got "abc"',
    ],
    [
      [
        'key',
        'create',
        '2',
        '--name',
        'k',
        '--permission',
        'read_only',
        '--type',
        'live',
        '--user-id',
        '2147483648',
      ],
      '--user-id must be an integer',
    ],
    [
      ['team', 'get', '../capture/messages'],
      'TEAM_ID must be an integer from 1 to 2147483647, got "../capture/messages"',
    ],
    [['team', 'get', '2?x=1'], 'TEAM_ID must be an integer'],
    [['user', 'add', '0x2', '--email', 'dev@acme.test'], 'TEAM_ID must be an integer'],
    [['reputation', 'clear', '..'], 'DOMAIN may not be ".."'],
    [['campaign', 'approve', '.'], 'CAMPAIGN_ID may not be "."'],
    [['team', 'update', '2'], 'team update changes nothing without --name, --plan or --monthly-limit'],
  ])('refuses %j before any request, exit code 2', async (argv, message) => {
    const run = await cli(argv);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`mailroom cli: ${message}`);
    expect(run.stderr).toContain('Usage:');
  });

  it.each(['http://admin.test/api', 'http://admin.test/api/', 'http://admin.test//'])(
    'takes MAILROOM_URL=%s, as the start banner prints the API, without adding /api twice',
    async (mailroomUrl) => {
      const run = await cli(['team', 'get', '2'], { answer: TEAM, mailroomUrl });
      expect(run.code).toBe(0);
      expect(run.calls.map((call) => call.url)).toEqual(['http://admin.test/api/admin/teams/2']);
    },
  );

  it('encodes the path segments it is given', async () => {
    const run = await cli(['campaign', 'approve', '../../teams/2?x=1#y'], {
      answer: { data: { id: 'x', status: 'sending' } },
    });
    expect(run.calls[0].url).toBe(
      'http://admin.test/api/admin/campaigns/..%2F..%2Fteams%2F2%3Fx%3D1%23y/approve',
    );
    const reputation = await cli(['reputation', 'set', 'a/b.example', 'review'], {
      answer: { data: { domain: 'a/b.example', status: 'review' } },
    });
    expect(reputation.calls[0].url).toBe('http://admin.test/api/admin/domain-reputation/a%2Fb.example');
  });

  it('says "unknown command", and refuses arguments and options the command does not take', async () => {
    const unknown = await cli(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^mailroom cli: unknown command "frobnicate"\nUsage:/);
    const extra = await cli(['team', 'get', '2', '3']);
    expect(extra.code).toBe(2);
    expect(extra.stderr).toContain('mailroom cli: unexpected argument "3" for team get');
    const option = await cli(['team', 'get', '2', '--plan', 'pro_50k']);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain('mailroom cli: team get takes no --plan');
  });

  it('prints the usage for --help with exit code 0, and without a command with exit code 2', async () => {
    expect(await cli(['--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage:') });
    expect(await cli([])).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage:') });
  });

  it('reports an API error with exit code 1', async () => {
    const run = await cli(['team', 'get', '9'], {
      answer: { message: 'The team was not found.' },
      status: 404,
    });
    expect(run).toMatchObject({ code: 1, stderr: 'error 404: The team was not found.\n' });
  });

  it('keeps stdout for data with --json: a refusal goes to stderr, as JSON', async () => {
    const refusal = { message: 'Team not found.', error_code: 'not_found' };
    const run = await cli(['team', 'get', '9', '--json'], { answer: refusal, status: 404 });
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(JSON.parse(run.stderr)).toEqual(refusal);
  });

  it("refuses a success that is not the admin API's answer (another server at MAILROOM_URL)", async () => {
    for (const json of [false, true]) {
      const run = await cli(['team', 'get', '2', ...(json ? ['--json'] : [])], {
        fetch: () =>
          Promise.resolve(new Response('<html>hello</html>', { headers: { 'content-type': 'text/html' } })),
      });
      expect(run).toEqual({
        code: 1,
        stdout: '',
        stderr:
          "unexpected answer from http://admin.test (MAILROOM_URL): 200 with text/html, not the admin API's JSON\n",
        calls: [],
      });
    }
  });

  it('says which server it could not reach, and why', async () => {
    // A port that was free a moment ago: the connection is refused.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: taken } = server.address() as { port: number };
        server.close(() => resolve(taken));
      });
    });
    let stderr = '';
    const code = await runCli(['team', 'get', '2'], {
      env: { MAILROOM_URL: `http://127.0.0.1:${port}`, ADMIN_TOKEN: TOKEN },
      fetch,
      stdout: () => undefined,
      stderr: (text) => (stderr += text),
    });
    expect(code).toBe(1);
    expect(stderr).toBe(
      `mailroom cli: cannot reach http://127.0.0.1:${port} (MAILROOM_URL): connect ECONNREFUSED 127.0.0.1:${port}\n`,
    );
  });

  it('refuses a malformed PORT or MAILROOM_URL with exit code 2', async () => {
    let stderr = '';
    const code = await runCli(['team', 'get', '2'], {
      env: { PORT: '0x50', ADMIN_TOKEN: TOKEN },
      fetch: () => Promise.reject(new Error('unexpected request')),
      stdout: () => undefined,
      stderr: (text) => (stderr += text),
    });
    expect(code).toBe(2);
    expect(stderr).toBe(
      'mailroom cli: invalid configuration: PORT must be an integer from 1 to 65535, got "0x50"\n',
    );
  });
});
