// `npm run lint:openapi`: docs/openapi.json against Redocly's recommended rules (no error, no warning; the one
// accepted problem is listed with its reason in .redocly.lint-ignore.yaml). Runs offline: the rules ship with
// @redocly/cli, and telemetry and the update check are switched off.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
const result = spawnSync(process.execPath, [cli, 'lint', 'docs/openapi.json', '--extends=recommended', '--format=stylish'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  encoding: 'utf8',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
const output = `${result.stdout}${result.stderr}`;
const warned = /\bwarning\b/.test(result.stdout) || /You have \d+ warning/.test(output);
if (result.status !== 0 || warned) {
  process.stderr.write(output);
  console.error('docs/openapi.json does not pass Redocly\'s recommended rules (see above). Fix the routes\' decorators or backend/src/infrastructure/http/openapi-finish.ts, then npm run openapi.');
  process.exit(1);
}
console.log('docs/openapi.json passes Redocly\'s recommended rules.');
