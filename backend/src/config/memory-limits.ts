import { getHeapStatistics } from 'node:v8';

/**
 * The memory limits every app process runs with (docs/operations.md "Memory"): the V8 flags and glibc's malloc arenas.
 * scripts/app-node-flags.mjs (npm start, npm run worker, the benches), package.json and the Dockerfile give the same
 * values; test/ops/compose.test.ts checks that they agree.
 */
export const MEMORY_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=16'] as const;
export const MALLOC_ARENAS = '2';

/** A flag's name, as node reads it (`--max_old_space_size` is `--max-old-space-size`). */
const flagName = (arg: string) => arg.split('=')[0].replace(/_/g, '-');

/**
 * What a process started without the limits is told at start (undefined when it has them): each limit it lacks (a
 * value of its own, e.g. a larger heap through NODE_OPTIONS, counts as given), its heap limit as V8 sized it, and
 * how to start it. Without them V8 sizes the heap after the machine's memory and glibc keeps an arena per thread.
 */
export function memoryLimitsWarning(
  entry: string,
  { execArgv = process.execArgv, env = process.env, heapLimitBytes = getHeapStatistics().heap_size_limit, platform = process.platform }: {
    execArgv?: readonly string[];
    env?: NodeJS.ProcessEnv;
    heapLimitBytes?: number;
    platform?: NodeJS.Platform;
  } = {},
): string | undefined {
  const given = new Set([...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)].filter(Boolean).map(flagName));
  const missing: string[] = MEMORY_FLAGS.filter((flag) => !given.has(flagName(flag)));
  if (platform === 'linux' && !env.MALLOC_ARENA_MAX) missing.push(`MALLOC_ARENA_MAX=${MALLOC_ARENAS}`);
  if (!missing.length) return undefined;
  return (
    `This process runs without the memory limits of docs/operations.md "Memory" (missing: ${missing.join(', ')}; heap limit ${Math.round(heapLimitBytes / 1048576)} MB): ` +
    `start it as \`MALLOC_ARENA_MAX=${MALLOC_ARENAS} node ${MEMORY_FLAGS.join(' ')} backend/dist/${entry}\`, ` +
    `or set NODE_OPTIONS="${MEMORY_FLAGS.join(' ')}" and MALLOC_ARENA_MAX=${MALLOC_ARENAS} in its environment (as the Dockerfile does)`
  );
}
