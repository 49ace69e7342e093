import { runCli } from './run-cli';

// `npm run cli -- <command>`: the operator's admin API, from a shell.
void runCli(process.argv.slice(2), {
  env: process.env,
  fetch,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
}).then((code) => process.exit(code));
