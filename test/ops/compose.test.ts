// docker-compose.yml and the Dockerfile, checked against the code as far as a machine without a Docker engine
// can: every setting a service sets is one the app knows and the app accepts the values, every command runs a
// file the build produces, dependencies and health checks name real services, the URLs point at the services
// that exist, and every path the Dockerfile copies exists or is built.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { MALLOC_ARENAS, MEMORY_FLAGS } from '../../backend/src/config/memory-limits.js';
import { ROOT } from './built-app.js';

type Service = {
  build?: string | { context: string };
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  restart?: string;
};
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service>; volumes?: Record<string, unknown> };
const services = compose.services;

/** Services that run the app's image (built from this repository). */
const appServices = Object.entries(services).filter(([, s]) => s.build !== undefined || s.image === services.api?.image);
const workerServices = appServices.filter(([, s]) => s.command?.includes('backend/dist/worker.js'));

/** The setting names of the app: the properties of the Env class in backend/src/config/env.ts. */
function settingsOfTheApp(): string[] {
  const source = read('backend/src/config/env.ts');
  const body = source.slice(source.indexOf('class Env {'), source.indexOf('\n}\n', source.indexOf('class Env {')));
  return [...body.matchAll(/^\s+([A-Z][A-Z0-9_]*)[?!]?\s*:/gm)].map((m) => m[1]);
}

/** Compose's interpolation with nothing set in the shell: ${X:-d} → d, ${X:?msg} → a valid sample, ${X} → ''. */
function interpolate(value: string): string {
  return String(value).replace(/\$\{([A-Z0-9_]+)(?::?([-?])([^}]*))?\}/g, (_, name: string, kind?: string, word?: string) => {
    if (kind === '-') return word ?? '';
    if (kind === '?') return name === 'SESSION_SECRET' || name === 'CACHE_PURGE_TOKEN' ? 's'.repeat(40) : 'sample';
    return '';
  });
}

let loadConfig: (env: NodeJS.ProcessEnv) => { databaseUrl?: string; redisUrl?: string; runWorkers: boolean; dataDir: string; smtpUrl?: string };
beforeAll(async () => {
  ({ loadConfig } = await import(join(ROOT, 'backend/dist/config/app-config.js')));
});

describe('docker-compose.yml', () => {
  it('has the database, Redis, the one-shot migration, the API, a worker and Varnish in front', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'migrate', 'postgres', 'redis', 'varnish', 'worker']);
    expect(appServices.map(([name]) => name).sort()).toEqual(['api', 'migrate', 'worker']);
    expect(workerServices.map(([name]) => name)).toEqual(['worker']);
  });

  it('runs, in every app service, a file the backend build produces from a real source file', () => {
    for (const [name, service] of appServices) {
      const [node, file, ...rest] = service.command ?? [];
      expect({ name, node, rest }).toEqual({ name, node: 'node', rest: [] });
      expect({ name, file, built: existsSync(join(ROOT, file)) }).toEqual({ name, file, built: true });
      const source = file.replace(/^backend\/dist\//, 'backend/src/').replace(/\.js$/, '.ts');
      expect({ name, source, exists: existsSync(join(ROOT, source)) }).toEqual({ name, source, exists: true });
    }
  });

  it('sets only settings the app knows, documented in .env.example, with values the app accepts', () => {
    const known = settingsOfTheApp();
    expect(known).toEqual(expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET', 'SMTP_URL', 'MAIL_FROM', 'RUN_WORKERS']));
    const documented = read('.env.example');
    for (const [name, service] of appServices) {
      const env = service.environment ?? {};
      const unknown = Object.keys(env).filter((key) => !known.includes(key));
      expect({ name, unknown }).toEqual({ name, unknown: [] });
      const undocumented = Object.keys(env).filter((key) => !new RegExp(`^#?\\s*${key}=`, 'm').test(documented));
      expect({ name, undocumented }).toEqual({ name, undocumented: [] });
      const values = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, interpolate(v)]));
      expect(() => loadConfig(values)).not.toThrow();
    }
  });

  it('passes every other setting of the app through from the shell to the API and the worker', () => {
    // Set by this layout, not by the shell; EMBEDDED_DB_PORT is for the embedded database, which DATABASE_URL replaces.
    const decided = ['NODE_ENV', 'PORT', 'DATA_DIR', 'DATABASE_URL', 'REDIS_URL', 'CACHE_PURGE_URLS', 'TRUST_PROXY', 'RUN_WORKERS', 'EMBEDDED_DB_PORT'];
    const api = services.api.environment!;
    for (const key of settingsOfTheApp().filter((name) => !decided.includes(name))) {
      expect({ key, value: api[key] }).toEqual({ key, value: expect.stringMatching(new RegExp(`^\\$\\{${key}(:[-?].*)?\\}$`)) });
    }
    for (const key of decided.filter((name) => name !== 'EMBEDDED_DB_PORT')) expect({ key, set: key in api }).toEqual({ key, set: true });
  });

  it('has every setting of the app documented in .env.example', () => {
    const documented = read('.env.example');
    expect(settingsOfTheApp().filter((key) => !new RegExp(`^#?\\s*${key}=`, 'm').test(documented))).toEqual([]);
  });

  it('gives the API and the worker the mail settings and everything else alike, and the API no queue processors', () => {
    const api = services.api.environment!;
    const worker = services.worker.environment!;
    expect(Object.keys(api)).toEqual(expect.arrayContaining(['SMTP_URL', 'MAIL_FROM']));
    expect({ ...worker, RUN_WORKERS: undefined }).toEqual({ ...api, RUN_WORKERS: undefined });
    expect(loadConfig(Object.fromEntries(Object.entries(api).map(([k, v]) => [k, interpolate(v)]))).runWorkers).toBe(false);
  });

  it('points DATABASE_URL and REDIS_URL at the postgres and redis services, and DATA_DIR at a shared volume', () => {
    const pg = services.postgres.environment!;
    for (const [name, service] of appServices) {
      const db = new URL(service.environment!.DATABASE_URL);
      expect({ name, host: db.hostname, port: db.port, user: db.username, password: db.password, database: db.pathname.slice(1) }).toEqual({
        name,
        host: 'postgres',
        port: '5432',
        user: pg.POSTGRES_USER,
        password: pg.POSTGRES_PASSWORD,
        database: pg.POSTGRES_DB,
      });
      if (name === 'migrate') continue;
      expect(new URL(service.environment!.REDIS_URL).hostname).toBe('redis');
      const dataDir = service.environment!.DATA_DIR;
      const mount = (service.volumes ?? []).map((v) => v.split(':')).find(([, target]) => target === dataDir);
      expect({ name, dataDir, volume: mount?.[0] }).toEqual({ name, dataDir, volume: 'uploads' });
      expect(Object.keys(compose.volumes ?? {})).toContain(mount![0]);
    }
  });

  it('orders the start through depends_on conditions that can be met', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [target, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect({ name, target, exists: target in services }).toEqual({ name, target, exists: true });
        if (condition === 'service_healthy') expect({ name, target, healthcheck: Boolean(services[target].healthcheck) }).toEqual({ name, target, healthcheck: true });
        else expect({ name, target, condition }).toEqual({ name, target, condition: 'service_completed_successfully' });
        if (condition === 'service_completed_successfully') expect(services[target].restart).toBe('no');
      }
    }
    // Nothing that uses the database starts before the migrations are applied.
    for (const name of ['api', 'worker']) expect(services[name].depends_on?.migrate?.condition).toBe('service_completed_successfully');
    expect(services.migrate.depends_on?.postgres?.condition).toBe('service_healthy');
    // The API's health check asks the app's own health route.
    expect(services.api.healthcheck?.test.join(' ')).toContain('/api/health');
  });

  it('puts Varnish in front with the repository\'s VCL, purged by the app with the same token', () => {
    const varnish = services.varnish;
    const script = (varnish.command ?? []).join(' ');
    const mount = (varnish.volumes ?? []).map((v) => v.split(':')).find(([source]) => source === './deploy/varnish');
    expect(mount).toBeDefined();
    for (const file of ['default.vcl', 'local.vcl']) expect(existsSync(join(ROOT, 'deploy/varnish', file))).toBe(true);
    expect(script).toContain(`-f ${mount![1]}/default.vcl`);
    // local.vcl's placeholder is replaced by the token the app sends.
    expect(read('deploy/varnish/local.vcl')).toContain('CHANGE-ME-PURGE-TOKEN');
    expect(script).toContain('s|CHANGE-ME-PURGE-TOKEN|$$CACHE_PURGE_TOKEN|');
    expect(varnish.environment!.CACHE_PURGE_TOKEN).toBe(services.api.environment!.CACHE_PURGE_TOKEN);
    // The app purges the varnish service; local.vcl's backend is the API on its port, probed by the VCL's probe.
    for (const name of ['api', 'worker']) {
      expect(new URL(services[name].environment!.CACHE_PURGE_URLS).hostname).toBe('varnish');
    }
    const local = read('deploy/varnish/local.vcl');
    expect(local).toMatch(/\.host = "api";/);
    expect(local).toContain(`.port = "${services.api.environment!.PORT}";`);
    expect(local).toContain('.probe = app_health;');
    expect(varnish.depends_on?.api?.condition).toBe('service_healthy');
  });
});

describe('Dockerfile', () => {
  const lines = read('Dockerfile')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const workdir = lines.find((l) => l.startsWith('WORKDIR '))!.split(/\s+/)[1];

  it('copies from the context only files that exist, and keeps host folders out through .dockerignore', () => {
    const ignored = read('.dockerignore').split('\n').map((l) => l.trim());
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'data']));
    for (const line of lines.filter((l) => l.startsWith('COPY ') && !l.includes('--from='))) {
      const sources = line.split(/\s+/).slice(1, -1);
      for (const source of sources.filter((s) => s !== '.')) {
        expect({ line, source, exists: existsSync(join(ROOT, source)) }).toEqual({ line, source, exists: true });
        expect(ignored).not.toContain(source);
      }
    }
  });

  it('takes from the build stage only what the install and the build produce', () => {
    const produced: Record<string, boolean> = {
      // the build stage's `npm install` and `npm run build` (backend tsc into backend/dist, Vite into frontend/dist)
      node_modules: true,
      'backend/dist': /"outDir":\s*"dist"/.test(read('backend/tsconfig.json')),
      'frontend/dist': /outDir:\s*'dist'/.test(read('frontend/vite.config.ts')),
      // the article page's server renderer (vite build --ssr in the frontend's build script)
      'frontend/dist-ssr': /--outDir dist-ssr/.test(read('frontend/package.json')),
    };
    const copies = lines.filter((l) => l.startsWith('COPY --from=build '));
    expect(copies.length).toBeGreaterThan(0);
    for (const line of copies) {
      const source = line.split(/\s+/)[2];
      expect(source.startsWith(`${workdir}/`)).toBe(true);
      const path = source.slice(workdir.length + 1);
      expect({ line, ok: produced[path] ?? existsSync(join(ROOT, path)) }).toEqual({ line, ok: true });
    }
    expect(lines).toContain('RUN npm run build && npm prune --omit=dev');
  });

  it('starts the API by default, and has DATA_DIR writable for the unprivileged user', () => {
    const cmd = JSON.parse(lines.find((l) => l.startsWith('CMD '))!.slice(4)) as string[];
    expect(cmd).toEqual(services.api.command);
    expect(existsSync(join(ROOT, cmd[1]))).toBe(true);
    const dataDir = services.api.environment!.DATA_DIR;
    expect(dataDir.startsWith(`${workdir}/`)).toBe(true);
    expect(lines).toContain(`RUN mkdir -p ${dataDir} && chown node:node ${dataDir}`);
    expect(lines.indexOf('USER node')).toBeGreaterThan(lines.indexOf(`RUN mkdir -p ${dataDir} && chown node:node ${dataDir}`));
  });
});

describe('memory limits of the app processes (scripts/app-node-flags.mjs)', () => {
  const source = read('scripts/app-node-flags.mjs');
  const flags = JSON.parse(/APP_NODE_FLAGS = (\[[^\]]*\])/.exec(source)![1].replace(/'/g, '"')) as string[];
  const arenas = /MALLOC_ARENA_MAX: '(\d+)'/.exec(source)![1];

  it('are given by npm start, npm run worker and the image', () => {
    expect(flags.length).toBeGreaterThan(0);
    const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
    expect(scripts.start).toBe(`MALLOC_ARENA_MAX=${arenas} exec node ${flags.join(' ')} scripts/start.mjs`);
    expect(scripts.worker).toBe(`MALLOC_ARENA_MAX=${arenas} exec node ${flags.join(' ')} backend/dist/worker.js`);
    expect(read('Dockerfile').split('\n')).toContain(`ENV NODE_OPTIONS="${flags.join(' ')}" MALLOC_ARENA_MAX=${arenas}`);
  });

  it('are the ones an API process or a worker started without them names in its warning (backend/src/config/memory-limits.ts)', () => {
    expect([...MEMORY_FLAGS]).toEqual(flags);
    expect(MALLOC_ARENAS).toBe(arenas);
  });
});
