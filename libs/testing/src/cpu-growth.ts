// Whether reading hostile input takes time linear in its size, judged by growth rather than by a duration:
// the same input made GROWTH_SCALE times as large must cost at most GROWTH_BOUND times the CPU time, both
// measured in the same run. Linear work grows about GROWTH_SCALE times, quadratic GROWTH_SCALE^2 (256)
// times. The bound sits at half the quadratic growth: a linear reader that allocates as it goes grew 70
// times on a loaded machine, its collector working harder on the larger heap.
// CPU time, not wall time: the time a process waits for a core on a loaded machine is not its work.
export const GROWTH_SCALE = 16;
export const GROWTH_BOUND = 128;
// Below this a reading is mostly timer and collector noise; a shorter one counts as this long.
const NOISE_FLOOR_MS = 5;
// The shortest of these readings of each size, taken in turn, so that one pause of the collector is not
// read as growth.
const READINGS = 3;

// How many times the CPU time of `work` on the input of `size` is that on the input of size / GROWTH_SCALE.
export async function cpuGrowth<T>(
  input: (size: number) => T,
  work: (input: T) => unknown,
  size: number,
): Promise<number> {
  const small = input(Math.ceil(size / GROWTH_SCALE));
  const large = input(size);
  let smallMs = Infinity;
  let largeMs = Infinity;
  for (let i = 0; i < READINGS; i += 1) {
    smallMs = Math.min(smallMs, await cpuMs(() => work(small)));
    largeMs = Math.min(largeMs, await cpuMs(() => work(large)));
  }
  return largeMs / Math.max(smallMs, NOISE_FLOOR_MS);
}

async function cpuMs(work: () => unknown): Promise<number> {
  const started = process.cpuUsage();
  await work();
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}
