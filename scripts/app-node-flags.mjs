// The memory limits every Flying@50 process runs with (the API, the worker, `npm start`), so a process's memory depends
// on what it holds, not on the machine's size. Without them V8 sizes its young generation and lets the old one grow
// after the machine's RAM, and glibc keeps a malloc arena per thread: on a 24 GiB machine, 340 MB RSS idle and 755 MB
// after the scale bench's run at 100,000 articles (about 90-120 MB of live objects). With them: 240-250 MB idle and
// 381 MB after the same run, with 0-10 % fewer req/s on cached pages (docs/operations.md, "Memory").
// package.json (start, worker), the Dockerfile and backend/src/config/memory-limits.ts (the warning of a process started
// without them) write the same values; test/ops/compose.test.ts checks.
export const APP_NODE_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=16'];
export const APP_ENV = { MALLOC_ARENA_MAX: '2' };
