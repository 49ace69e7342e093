// `--name value`, `--name=value` and bare `--flag` arguments, checked against what a bench accepts.
export type ArgSpec = Record<string, { default: number | boolean; help: string }>;

export type Args<S extends ArgSpec> = { [K in keyof S]: S[K]['default'] extends boolean ? boolean : number };

export function parseArgs<S extends ArgSpec>(usage: string, spec: S, argv = process.argv.slice(2)): Args<S> {
  const values: Record<string, number | boolean> = {};
  for (const [name, option] of Object.entries(spec)) values[name] = option.default;
  const fail = (problem: string): never => {
    const lines = Object.entries(spec).map(
      ([name, option]) => `  --${name}${typeof option.default === 'boolean' ? '' : ' N'}  ${option.help}`,
    );
    process.stderr.write(`${problem ? `${problem}\n` : ''}${usage}\n${lines.join('\n')}\n`);
    process.exit(problem ? 2 : 0);
  };
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match) fail(`Unexpected argument "${argv[i]}"`);
    const [, name, inline] = match!;
    if (name === 'help') fail('');
    const option = spec[name];
    if (!option) return fail(`Unknown option --${name}`);
    if (typeof option.default === 'boolean') {
      values[name] = inline === undefined ? true : inline !== 'false';
      continue;
    }
    const raw = inline ?? argv[++i];
    const value = Number(raw);
    if (raw === undefined || !Number.isFinite(value) || value <= 0) fail(`--${name} needs a positive number`);
    values[name] = value;
  }
  return values as Args<S>;
}
