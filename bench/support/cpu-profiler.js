// Preloaded into each app by bench:send --profile (NODE_OPTIONS=-r). SIGWINCH, a signal the apps neither
// handle nor die of (Nest's shutdown hooks take SIGUSR2), starts V8's CPU profiler; the next one stops it
// and writes <pid>-<n>.cpuprofile to the folder in MAILROOM_BENCH_PROFILE_DIR, so that a profile covers
// exactly a measured phase. Plain JavaScript: the apps run compiled code without the TypeScript hook.
'use strict';
const { Session } = require('node:inspector');
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

const dir = process.env.MAILROOM_BENCH_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  let profiling = false;
  let count = 0;
  process.on('SIGWINCH', () => {
    if (!profiling) {
      profiling = true;
      session.post('Profiler.enable', () => session.post('Profiler.start'));
      return;
    }
    profiling = false;
    session.post('Profiler.stop', (error, result) => {
      if (!error)
        writeFileSync(join(dir, `${process.pid}-${++count}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
