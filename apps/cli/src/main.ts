import { ConfigError } from '@mailroom/config';
import { parseArgs } from 'node:util';
import { readCliConfig } from './cli.config';
import { COMMANDS, OPTION_NAMES, UsageError } from './commands';

// `npm run cli -- <command>`: the operator's admin API, from a shell.
async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      ...Object.fromEntries(OPTION_NAMES.map((name) => [name, { type: 'string' as const }])),
    },
  });
  const name = positionals.slice(0, 2).join(' ');
  const command = COMMANDS[name];
  if (!command || values.help) {
    process.stdout.write(usage());
    return command || values.help ? 0 : 2;
  }
  const options = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value : undefined]),
  );
  const config = readCliConfig();
  if (!config.adminToken)
    throw new UsageError('no admin token: set ADMIN_TOKEN, or DATA_DIR to a standalone data folder');

  const { path, body } = command.request(positionals.slice(2), options);
  const response = await fetch(`${config.baseUrl}/api${path}`, {
    method: command.method,
    headers: {
      authorization: `Bearer ${config.adminToken}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const payload = (await response.json().catch(() => ({}))) as {
    message?: string;
    data?: unknown;
    errors?: unknown;
  };
  if (!response.ok) {
    if (values.json) process.stdout.write(`${JSON.stringify(payload, null, 2)}\n`);
    else
      process.stderr.write(
        `error ${response.status}: ${payload.message ?? ''}${formatErrors(payload.errors)}\n`,
      );
    return 1;
  }
  process.stdout.write(
    values.json ? `${JSON.stringify(payload.data, null, 2)}\n` : `${command.summary(payload.data)}\n`,
  );
  return 0;
}

function usage(): string {
  const lines = Object.values(COMMANDS).map((command) => `  npm run cli -- ${command.usage} [--json]`);
  return `Usage:\n${lines.join('\n')}\n\nMAILROOM_URL (default http://localhost:$PORT) and ADMIN_TOKEN (or DATA_DIR) say where and as whom.\n`;
}

function formatErrors(errors: unknown): string {
  if (!errors || typeof errors !== 'object') return '';
  return Object.entries(errors as Record<string, string[]>)
    .map(([field, messages]) => `\n  ${field}: ${messages.join(' ')}`)
    .join('');
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // parseArgs refuses unknown options with a TypeError carrying ERR_PARSE_ARGS_* codes.
    const code = (error as { code?: unknown })?.code;
    const badArgs = typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
    const known = error instanceof UsageError || error instanceof ConfigError || badArgs;
    process.stderr.write(
      `mailroom cli: ${known && error instanceof Error ? error.message : String(error)}\n`,
    );
    if (error instanceof UsageError || badArgs) process.stderr.write(usage());
    process.exit(known ? 2 : 1);
  },
);
