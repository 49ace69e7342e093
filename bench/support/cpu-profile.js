// Preloaded into every app a bench starts, through NODE_OPTIONS (which refuses --cpu-prof itself):
//   NODE_OPTIONS="--require ./bench/support/cpu-profile.js" CPU_PROFILE_DIR=prof node -r ./bench/register.js bench/deliver.ts
// writes one .cpuprofile per app process (as --cpu-prof would) into CPU_PROFILE_DIR when the app exits.
// Processes other than the built apps (the bench itself, its sink) are left alone.
const { Session } = require('node:inspector');
const { mkdirSync, writeFileSync } = require('node:fs');
const { basename, dirname, join, resolve } = require('node:path');

const script = process.argv[1] ?? '';
if (process.env.CPU_PROFILE_DIR && /[\\/]dist[\\/]apps[\\/]/.test(script)) {
  const dir = resolve(process.env.CPU_PROFILE_DIR);
  const app = basename(dirname(dirname(script)));
  const session = new Session();
  session.connect();
  // The in-thread session answers synchronously, so the profile can be taken in an 'exit' handler.
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  session.post('Profiler.start');
  process.once('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${app}-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
