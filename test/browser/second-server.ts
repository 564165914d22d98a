import { spawn, type ChildProcess } from 'node:child_process';
import { appPort, test } from './support.js';

/**
 * A second, small app for one spec file: serve.mjs with BROWSER_BILLING=demo (its own database; none of the fakes, and
 * no Stripe, OpenAI or Pexels settings: the embedded defaults), on this worker's port + `offset`. Started before the
 * file's tests and stopped after them; the file aims its tests at the returned origin (test.use({ baseURL })) and reads
 * its database with browserDatabaseQuery(sql, params, port).
 */
export function secondServer(offset: number): { port: number; origin: string } {
  const port = appPort(offset);
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), PUBLIC_URL: origin, BROWSER_BILLING: 'demo', LOG_LEVEL: 'warn' };
    for (const name of Object.keys(env)) if (/^(STRIPE|OPENAI|PEXELS)_/.test(name)) delete env[name];
    server = spawn(process.execPath, ['test/browser/serve.mjs'], { cwd: new URL('../..', import.meta.url).pathname, env, stdio: ['ignore', 'ignore', 'inherit'] });
    const exited = new Promise<never>((_, reject) => server!.once('exit', (code) => reject(new Error(`the second server stopped (exit ${code})`))));
    const healthy = (async () => {
      for (;;) {
        const ok = await fetch(`${origin}/api/health`).then((res) => res.ok, () => false);
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    await Promise.race([healthy, exited]);
  });

  test.afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const stopped = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    // It stops gracefully (api-process.ts); should that hang, it is killed.
    const hard = setTimeout(() => server?.kill('SIGKILL'), 15_000);
    await stopped;
    clearTimeout(hard);
  });

  return { port, origin };
}
