import { ConfigError, EnvReader } from '@mailroom/config';
import { parseArgs } from 'node:util';
import { readCliConfig } from './cli.config';
import { COMMANDS, CommandSpec, OPTION_NAMES, UsageError } from './commands';

// What the CLI reads and writes: the process's own in main.ts, others in tests.
export interface CliIo {
  env: NodeJS.ProcessEnv;
  fetch: typeof fetch;
  stdout(text: string): void;
  stderr(text: string): void;
}

// Runs one command line; resolves to the exit code: 0 done, 1 the request failed (the API refused it, or it
// could not be made), 2 the command line or the configuration is wrong.
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    // parseArgs refuses unknown options with a TypeError carrying ERR_PARSE_ARGS_* codes.
    const code = (error as { code?: unknown })?.code;
    const badArgs = typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
    if (error instanceof UsageError || badArgs) {
      io.stderr(`mailroom cli: ${(error as Error).message}\n${usage()}`);
      return 2;
    }
    if (error instanceof ConfigError) {
      io.stderr(`mailroom cli: invalid configuration: ${error.message}\n`);
      return 2;
    }
    io.stderr(`mailroom cli: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

async function run(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      ...Object.fromEntries(OPTION_NAMES.map((name) => [name, { type: 'string' as const }])),
    },
  });
  if (values.help) {
    io.stdout(usage());
    return 0;
  }
  if (positionals.length === 0) {
    io.stderr(usage());
    return 2;
  }
  const name = positionals.slice(0, 2).join(' ');
  const command = COMMANDS[name];
  if (!command) throw new UsageError(`unknown command "${name}"`);
  const args = positionals.slice(2);
  const options = optionsOf(command, values);
  if (args.length > command.positionals.length)
    throw new UsageError(
      `unexpected argument ${JSON.stringify(args[command.positionals.length])} for ${name}`,
    );

  const config = readCliConfig(new EnvReader(io.env));
  if (!config.adminToken)
    throw new UsageError('no admin token: set ADMIN_TOKEN, or DATA_DIR to a standalone data folder');
  const { path, body } = command.request(args, options);
  const response = await io
    .fetch(`${config.baseUrl}/api${path}`, {
      method: command.method,
      headers: {
        authorization: `Bearer ${config.adminToken}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
    .catch((error: unknown) => {
      throw new Error(`cannot reach ${config.baseUrl} (MAILROOM_URL): ${causeOf(error)}`);
    });
  const payload = (await response.json().catch(() => ({}))) as {
    message?: string;
    data?: unknown;
    errors?: unknown;
  };
  // A refusal goes to stderr, as JSON too with --json: stdout holds nothing but the data a command answers.
  if (!response.ok) {
    if (values.json) io.stderr(`${JSON.stringify(payload, null, 2)}\n`);
    else io.stderr(`error ${response.status}: ${payload.message ?? ''}${formatErrors(payload.errors)}\n`);
    return 1;
  }
  // Every admin route answers {message, data}: anything else came from another server.
  if (payload === null || typeof payload !== 'object' || !('data' in payload)) {
    const type = response.headers.get('content-type') || 'no content type';
    io.stderr(
      `unexpected answer from ${config.baseUrl} (MAILROOM_URL): ${response.status} with ${type}, not the admin API's JSON\n`,
    );
    return 1;
  }
  io.stdout(
    values.json ? `${JSON.stringify(payload.data, null, 2)}\n` : `${command.summary(payload.data)}\n`,
  );
  return 0;
}

// The command's own --options; one it does not take is refused rather than ignored.
function optionsOf(
  command: CommandSpec,
  values: Record<string, string | boolean | undefined>,
): Record<string, string | undefined> {
  const options: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'json' || key === 'help' || value === undefined) continue;
    if (!command.options.includes(key))
      throw new UsageError(`${command.usage.split(' ', 2).join(' ')} takes no --${key}`);
    options[key] = typeof value === 'string' ? value : undefined;
  }
  return options;
}

// fetch() fails with "fetch failed"; what went wrong (ECONNREFUSED, a DNS error, TLS) is its cause.
function causeOf(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause;
  const described = (cause ?? error) as { message?: unknown; code?: unknown } | undefined;
  // Not instanceof Error: undici's errors may come from another realm.
  if (typeof described?.message !== 'string') return 'fetch failed';
  const { message, code } = described;
  return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
}

export function usage(): string {
  const lines = Object.values(COMMANDS).map((command) => `  npm run cli -- ${command.usage} [--json]`);
  return `Usage:\n${lines.join('\n')}\n\nMAILROOM_URL (default http://localhost:$PORT) and ADMIN_TOKEN (or DATA_DIR) say where and as whom.\n`;
}

function formatErrors(errors: unknown): string {
  if (!errors || typeof errors !== 'object') return '';
  return Object.entries(errors as Record<string, string[]>)
    .map(([field, messages]) => `\n  ${field}: ${messages.join(' ')}`)
    .join('');
}
