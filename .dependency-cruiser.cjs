/**
 * Module boundaries of the backend (docs/architecture.md, "Module contracts"), checked by `npm run lint:boundaries`.
 * - infrastructure names no feature: it defines interfaces (UploadUses, SessionLookup, CacheEvents) that modules
 *   implement and register;
 * - a module uses another only through that module's public index (modules/<name>/index.ts);
 * - no import cycles.
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
