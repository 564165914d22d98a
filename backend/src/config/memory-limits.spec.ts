import { describe, expect, it } from '@jest/globals';
import { memoryLimitsWarning } from './memory-limits.js';

const MB = 1048576;

describe('memoryLimitsWarning', () => {
  it('says nothing to a process started with the limits, on the command line or in NODE_OPTIONS', () => {
    const env = { MALLOC_ARENA_MAX: '2' };
    expect(memoryLimitsWarning('main.js', { execArgv: ['--max-old-space-size=256', '--max-semi-space-size=16'], env, heapLimitBytes: 304 * MB, platform: 'linux' })).toBeUndefined();
    expect(memoryLimitsWarning('worker.js', { execArgv: [], env: { ...env, NODE_OPTIONS: '--max-old-space-size=256 --max-semi-space-size=16' }, heapLimitBytes: 304 * MB, platform: 'linux' })).toBeUndefined();
    // A larger heap given on purpose (docs: NODE_OPTIONS=--max-old-space-size=512), in either spelling.
    expect(memoryLimitsWarning('main.js', { execArgv: ['--max_old_space_size=512'], env: { ...env, NODE_OPTIONS: '--max-semi-space-size=32' }, heapLimitBytes: 608 * MB, platform: 'linux' })).toBeUndefined();
    // glibc's arenas are Linux's: elsewhere only the V8 flags count.
    expect(memoryLimitsWarning('main.js', { execArgv: ['--max-old-space-size=256', '--max-semi-space-size=16'], env: {}, heapLimitBytes: 304 * MB, platform: 'darwin' })).toBeUndefined();
  });

  it('names what a process started without them lacks, its heap limit and the command that gives them', () => {
    const warning = memoryLimitsWarning('main.js', { execArgv: [], env: {}, heapLimitBytes: 4144 * MB, platform: 'linux' });
    expect(warning).toContain('missing: --max-old-space-size=256, --max-semi-space-size=16, MALLOC_ARENA_MAX=2; heap limit 4144 MB');
    expect(warning).toContain('`MALLOC_ARENA_MAX=2 node --max-old-space-size=256 --max-semi-space-size=16 backend/dist/main.js`');
    expect(warning).toContain('NODE_OPTIONS="--max-old-space-size=256 --max-semi-space-size=16" and MALLOC_ARENA_MAX=2');
    expect(memoryLimitsWarning('worker.js', { execArgv: ['--max-old-space-size=256', '--max-semi-space-size=16'], env: {}, heapLimitBytes: 304 * MB, platform: 'linux' })).toContain(
      'missing: MALLOC_ARENA_MAX=2; heap limit 304 MB',
    );
  });
});
