/**
 * Module boundaries of the backend (docs/architecture.md, "Module contracts"), checked by `npm run lint:boundaries`.
 * - infrastructure names no feature: it defines interfaces (UploadUses, SessionLookup, CacheEvents) that modules
 *   implement and register;
 * - a module uses another only through that module's public index (modules/<name>/index.ts);
 * - no import cycles;
 * - the libraries only some requests need (the OpenAI and Stripe clients, MJML, sharp, QR codes: about 0.65 s of
 *   every process start and of every API test file) are loaded by the first call that needs them (`await import()`),
 *   not by every start; the demo seeder, a script of its own, may import them.
 */
module.exports = {
  forbidden: [
    {
      name: 'infrastructure-imports-no-module',
      comment: 'Infrastructure knows no feature: define an interface here and let the module provide it.',
      severity: 'error',
      from: { path: '^backend/src/(infrastructure|config)/' },
      to: { path: '^backend/src/modules/' },
    },
    {
      name: 'modules-through-their-index',
      comment: "Another module's files are its own: import what it shares from modules/<name>/index.ts.",
      severity: 'error',
      from: { path: '^backend/src/modules/([^/]+)/' },
      to: { path: '^backend/src/modules/[^/]+/', pathNot: ['^backend/src/modules/$1/', '^backend/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'load-heavy-libraries-on-use',
      comment: "Load this library where it is first needed (`await import('…')`); a type import is fine.",
      severity: 'error',
      from: { path: '^backend/src/', pathNot: '^backend/src/seed-demo\\.ts$' },
      to: { path: 'node_modules/(openai|stripe|mjml|sharp|qrcode)/', dependencyTypesNot: ['type-only', 'type-import', 'dynamic-import'] },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      from: { path: '^backend/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.spec\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'backend/tsconfig.json' },
  },
};
