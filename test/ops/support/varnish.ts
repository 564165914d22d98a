// A real varnishd for the edge tests: deploy/varnish/default.vcl as it is, with a local.vcl of the test's own (the
// backend on the app's port, the ACL, the purge token), on a free port, in a temp folder. `.ci/run` installs varnish
// and varnish-modules (xkey) with apt-get when they are missing.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT, freePort } from '../built-app.js';
import { until } from './processes.js';

const run = promisify(execFile);

export interface Varnish {
  url: string;
  port: number;
  /** varnishadm with this instance's folder (e.g. 'backend.list'). */
  adm(...args: string[]): Promise<string>;
  output(): string;
  stop(): Promise<void>;
}

export interface VarnishOptions {
  backendPort: number;
  /** The purge token local.vcl checks (X-Purge-Token). */
  token: string;
  /** The ACL of the addresses that may purge. */
  purgers?: string[];
  /** Listen on this port (default: a free one). */
  port?: number;
}

/** Fails with what to do when varnishd or the xkey vmod is missing (nothing is skipped). */
export function requireVarnish(): void {
  const found = spawnSync('varnishd', ['-V'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) {
    throw new Error('varnishd is missing: `apt-get install -y varnish varnish-modules` (.ci/run does it)');
  }
}

export async function startVarnish(options: VarnishOptions): Promise<Varnish> {
  requireVarnish();
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'f50-varnish-'));
  chmodSync(dir, 0o755); // varnishd's unprivileged users read the VCL and work in this folder
  const purgers = (options.purgers ?? ['127.0.0.1']).map((address) => `    "${address}";`).join('\n');
  writeFileSync(
    join(dir, 'local.vcl'),
    `backend default {
    .host = "127.0.0.1";
    .port = "${options.backendPort}";
    .probe = app_health;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
}
acl purgers {
${purgers}
}
sub check_purge_token {
    if (req.http.X-Purge-Token != "${options.token}") {
        return (synth(403, "Wrong purge token"));
    }
}
`,
  );
  const workdir = join(dir, 'n');
  const args = [
    '-F',
    '-n', workdir,
    '-f', join(ROOT, 'deploy/varnish/default.vcl'),
    '-p', `vcl_path=${dir}:${join(ROOT, 'deploy/varnish')}:/usr/share/varnish/vcl`,
    '-a', `127.0.0.1:${port}`,
    '-T', '127.0.0.1:0',
    '-s', 'malloc,64m',
    // A small machine: few threads, no 2 MB default workspace per thread pool beyond what the tests need.
    '-p', 'thread_pools=1',
    '-p', 'thread_pool_min=10',
  ];
  const child: ChildProcess = spawn('varnishd', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`varnishd exited (${child.exitCode}):\n${output}`);
      // Any answer means it listens (the backend may still be coming up). /api/health: left out of the app's request log.
      return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).status > 0;
    },
    30_000,
    'varnishd listening',
  ).catch((error: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output}`);
  });
  return {
    url,
    port,
    output: () => output,
    adm: async (...command: string[]) => (await run('varnishadm', ['-n', workdir, ...command])).stdout,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await gone;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
