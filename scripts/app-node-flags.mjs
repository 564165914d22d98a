// The V8 heap limits every Flying@50 process runs with (the API, the worker, `npm start`), so a process's memory
// depends on what it holds, not on the machine's size: without them V8 sizes its young generation and lets the old one
// grow after the machine's RAM (on a 24 GiB machine: a 128 MB young generation, 340 MB RSS idle and 680-800 MB after
// a minute of readers at 64 connections, with about 90 MB of live objects). With them: 245-260 MB idle and 315-325 MB
// after the same load, 5-15 % fewer req/s on cached pages (docs/operations.md, "Memory").
// package.json (start, worker) and the Dockerfile (NODE_OPTIONS) write the same flags; test/ops/compose.test.ts checks.
export const APP_NODE_FLAGS = ['--max-old-space-size=384', '--max-semi-space-size=16'];
