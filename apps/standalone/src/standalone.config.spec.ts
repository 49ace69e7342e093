import { ConfigError, EnvReader } from '@mailroom/config';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readGatewayProcessConfig } from '../../gateway/src/config/gateway.config';
import { readStandaloneConfig } from './standalone.config';

const ROOT = join(__dirname, '..', '..', '..');
const KEY = Buffer.alloc(32, 3).toString('base64');
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'mailroom-config-'));
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The line standalone prints when it refuses this environment (undefined: it starts).
function standaloneProblems(env: Record<string, string>): string | undefined {
  try {
    readStandaloneConfig({ DATA_DIR: dataDir, ...env });
    return undefined;
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
}

function gatewayProblems(env: Record<string, string>): string | undefined {
  try {
    readGatewayProcessConfig(
      new EnvReader({
        DATABASE_URL: 'postgres://x@127.0.0.1/x',
        ADMIN_TOKEN: 'a'.repeat(32),
        ENCRYPTION_KEY: KEY,
        ...env,
      }),
    );
    return undefined;
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
}

// Every problem standalone or the distributed gateway (which reads BUS_SILENCE_MS and SHUTDOWN_DELAY_MS)
// names for this environment; the submission listener is on, so that its numbers are read.
function problemsOf(env: Record<string, string>): string[] {
  const full = { SMTP_SUBMISSION_PORT: '2587', ...env };
  const lines = [standaloneProblems(full), gatewayProblems(full)];
  return [...new Set(lines.flatMap((line) => (line ? line.split('; ') : [])))];
}

// The README configuration table's "Accepted: A to B" of each variable.
function documentedRanges(): Map<string, { min: number; max: number }> {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## Configuration$/m)[1].split(/^## /m)[0];
  const ranges = new Map<string, { min: number; max: number }>();
  for (const [, name, min, max] of section.matchAll(
    /^\| `([A-Z][A-Z0-9_]*)` \|.*Accepted: ([\d,]+) to ([\d,]+)/gm,
  ))
    ranges.set(name, { min: Number(min.replace(/,/g, '')), max: Number(max.replace(/,/g, '')) });
  return ranges;
}

function documentedVariables(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## Configuration$/m)[1].split(/^## /m)[0];
  return [...section.matchAll(/^\| (`[A-Z].*?) \|/gm)].flatMap(([, cell]) =>
    [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]),
  );
}

describe('numbers: the ranges README documents are the ranges the apps take', () => {
  const ranges = documentedRanges();

  it('documents a range for every number an app reads', () => {
    // DATA_DIR is a path standalone creates: x1 would make a folder where the tests run.
    const numbers = documentedVariables()
      .filter((name) => name !== 'DATA_DIR')
      .filter((name) =>
        problemsOf({ [name]: 'x1' }).some((problem) => problem.startsWith(`${name} must be an integer`)),
      );
    expect(numbers.length).toBeGreaterThan(50);
    expect(numbers.filter((name) => !ranges.has(name))).toEqual([]);
    expect([...ranges.keys()].filter((name) => !numbers.includes(name))).toEqual([]);
  });

  it('takes both bounds, and refuses one past each, naming the variable and the range', () => {
    for (const [name, { min, max }] of ranges) {
      const named = (value: number) =>
        problemsOf({ [name]: String(value) }).filter((problem) =>
          problem.startsWith(`${name} must be an integer`),
        );
      expect(named(min)).toEqual([]);
      expect(named(max)).toEqual([]);
      for (const refused of [min - 1, max + 1])
        expect(named(refused)).toEqual([
          `${name} must be an integer from ${min} to ${max}, got "${refused}"`,
        ]);
    }
  });

  it('keeps every time a timer takes inside a Node timer (2^31-1 ms)', () => {
    // Compared with the age of a message, never a timer.
    const ages = ['DELIVERY_RETRY_LIMIT_SECONDS'];
    for (const [name, { max }] of ranges) {
      if (ages.includes(name)) continue;
      if (name.endsWith('_MS')) expect(`${name} ${max <= 2 ** 31 - 1}`).toBe(`${name} true`);
      if (name.endsWith('_SECONDS')) expect(`${name} ${max * 1000 <= 2 ** 31 - 1}`).toBe(`${name} true`);
    }
  });

  it('refuses the values the audit found breaking delivery long after the start', () => {
    expect(
      standaloneProblems({ DELIVERY_CLAIM_LEASE_SECONDS: '99999999999999', SMTP_TIMEOUT_MS: '3000000000' }),
    ).toBe(
      'SMTP_TIMEOUT_MS must be an integer from 1000 to 600000, got "3000000000"; ' +
        'DELIVERY_CLAIM_LEASE_SECONDS must be an integer from 1 to 86400, got "99999999999999"',
    );
    expect(standaloneProblems({ PORT: '0x1F35' })).toBe(
      'PORT must be an integer from 1 to 65535, got "0x1F35"',
    );
    expect(standaloneProblems({ PORT: '1e3' })).toBe('PORT must be an integer from 1 to 65535, got "1e3"');
    expect(standaloneProblems({ PORT: '0' })).toBe('PORT must be an integer from 1 to 65535, got "0"');
  });
});

describe('standalone configuration: one line, each problem once, only variables that were set', () => {
  it('names a variable several contexts read once', () => {
    expect(standaloneProblems({ PUBLIC_URL: 'notaurl' })).toBe('PUBLIC_URL must be a URL, got "notaurl"');
    expect(standaloneProblems({ ENCRYPTION_KEY: 'short' })).toBe(
      'ENCRYPTION_KEY must be 32 bytes, base64 encoded (openssl rand -base64 32)',
    );
    expect(standaloneProblems({ EMAIL_RETENTION_DAYS: '2' })).toBe(
      'EMAIL_RETENTION_DAYS must be an integer from 3 to 3650, got "2"',
    );
    expect(standaloneProblems({ DNS_SERVERS: 'dns.google' })).toBe(
      'DNS_SERVERS entries must be ip or ip:port (IPv6 as [ip]:port), got "dns.google"',
    );
  });

  it('does not name a variable that was not set', () => {
    expect(standaloneProblems({ PORT: '70000' })).toBe(
      'PORT must be an integer from 1 to 65535, got "70000"',
    );
    expect(standaloneProblems({ RELAY_URL: 'http://x' })).toBe(
      'RELAY_URL must be an smtp:// or smtps:// URL',
    );
    expect(standaloneProblems({ DELIVERY_MODE: 'carrier-pigeon' })).toBe(
      'DELIVERY_MODE must be one of capture, relay, mx, got "carrier-pigeon"',
    );
  });

  it('checks HOST, TRUST_PROXY, OWNER_EMAIL and SMTP_HELO_NAME before anything starts', () => {
    expect(
      standaloneProblems({
        HOST: 'not-a-host',
        TRUST_PROXY: 'garbage',
        OWNER_EMAIL: 'not an email',
        SMTP_HELO_NAME: 'a b',
      }),
    ).toBe(
      [
        'HOST must be an IP address (such as 0.0.0.0, :: or 127.0.0.1) or localhost, got "not-a-host"',
        'TRUST_PROXY entries must be IP addresses or CIDR blocks (such as 10.0.0.0/8), got "garbage"',
        'SMTP_HELO_NAME must be a host name (such as mail.example.com) or an address literal such as [192.0.2.1], got "a b"',
        'OWNER_EMAIL must be a bare email address such as owner@example.com, got "not an email"',
      ].join('; '),
    );
    expect(standaloneProblems({ OWNER_EMAIL: 'Owner <owner@example.com>' })).toContain(
      'OWNER_EMAIL must be a bare',
    );
    expect(
      standaloneProblems({
        HOST: '::1',
        TRUST_PROXY: '10.0.0.0/8, ::1',
        OWNER_EMAIL: 'ops@acme.test',
        SMTP_HELO_NAME: 'mx.acme.test',
      }),
    ).toBeUndefined();
  });

  it('refuses a first scheduler retry delay above its 5-minute cap, and a tracking retention below the event retention in campaigns too', () => {
    expect(standaloneProblems({ SCHEDULER_RETRY_BASE_SECONDS: '301' })).toBe(
      'SCHEDULER_RETRY_BASE_SECONDS must be an integer from 1 to 300, got "301"',
    );
    expect(standaloneProblems({ TRACKING_RETENTION_DAYS: '1' })).toBe(
      'TRACKING_RETENTION_DAYS must be at least EVENT_RETENTION_DAYS',
    );
  });

  it('says in one line that DATA_DIR is a file, and still names the other problems', () => {
    const file = join(dataDir, 'a-file');
    writeFileSync(file, 'x');
    expect(standaloneProblems({ DATA_DIR: file, PORT: 'x' })).toBe(
      `DATA_DIR must be a folder this process can write: "${file}": it is a file, not a folder (EEXIST); ` +
        'PORT must be an integer from 1 to 65535, got "x"',
    );
    expect(standaloneProblems({ DATA_DIR: join(file, 'inside') })).toBe(
      `DATA_DIR must be a folder this process can write: "${join(file, 'inside')}": a part of its path is a file, not a folder (ENOTDIR)`,
    );
  });
});

describe('distributed gateway configuration', () => {
  it('checks HOST, TRUST_PROXY, PORT=0 and the bounds of its numbers', () => {
    expect(
      gatewayProblems({
        HOST: 'not-a-host',
        TRUST_PROXY: '10.0.0.0/33',
        PORT: '0',
        BODY_LIMIT_BYTES: '1e9',
        SANDBOX_RATE_LIMIT_PER_DAY: '2147483648',
      }),
    ).toBe(
      [
        'PORT must be an integer from 1 to 65535, got "0"',
        'HOST must be an IP address (such as 0.0.0.0, :: or 127.0.0.1) or localhost, got "not-a-host"',
        'TRUST_PROXY entries must be IP addresses or CIDR blocks (such as 10.0.0.0/8), got "10.0.0.0/33"',
        'SANDBOX_RATE_LIMIT_PER_DAY must be an integer from 1 to 2147483647, got "2147483648"',
        'BODY_LIMIT_BYTES must be an integer from 1024 to 268435456, got "1e9"',
      ].join('; '),
    );
  });
});

describe('listening ports', () => {
  const STANDALONE_PORTS = [
    'PORT',
    'OPS_PORT',
    'SMTP_SUBMISSION_PORT',
    'SMTP_SUBMISSION_TLS_PORT',
    'BOUNCE_MX_PORT',
    'CAPTURE_SMTP_PORT',
    'EMBEDDED_PG_PORT',
  ];
  const GATEWAY_PORTS = ['PORT', 'OPS_PORT', 'SMTP_SUBMISSION_PORT', 'SMTP_SUBMISSION_TLS_PORT'];
  // Distinct from every default, so that only the two ports set alike can clash.
  const distinctPorts = (names: string[]) =>
    Object.fromEntries(names.map((name, i) => [name, String(41_000 + i)]));
  const tls = { SMTP_SUBMISSION_TLS_CERT: 'cert.pem', SMTP_SUBMISSION_TLS_KEY: 'key.pem' };

  it.each([
    ['standalone', STANDALONE_PORTS, standaloneProblems],
    ['the distributed gateway', GATEWAY_PORTS, gatewayProblems],
  ] as const)(
    '%s refuses any two of its listeners on one port, naming both variables',
    (_, names, problems) => {
      for (const [first, second] of names.flatMap((a, i) => names.slice(i + 1).map((b) => [a, b]))) {
        const env = { ...distinctPorts([...names]), ...tls, [first]: '41999', [second]: '41999' };
        const line = problems(env) ?? '';
        expect({ first, second, refused: line.split('; ').filter((part) => part.includes('41999')) }).toEqual(
          {
            first,
            second,
            refused: [`${first} and ${second} are both 41999: each listener needs a port of its own`],
          },
        );
      }
    },
  );

  it('takes a free port (0) more than once', () => {
    expect(
      standaloneProblems({ BOUNCE_MX_PORT: '0', CAPTURE_SMTP_PORT: '0', EMBEDDED_PG_PORT: '0' }),
    ).toBeUndefined();
  });
});
