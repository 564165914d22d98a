/**
 * Structure of the frontend, checked by `npm run lint:boundaries`: no import cycles, type imports included (a cycle
 * of types is still two files that each need the other to be read). Shapes shared by several hooks go in a types-only
 * file of their own (features/community/member-shapes.ts).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      from: { path: '^frontend/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'frontend/tsconfig.json' },
  },
};
