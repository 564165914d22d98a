// The SPA's API types, generated from docs/openapi.json with openapi-typescript into frontend/src/lib/api-schema.d.ts.
//   node scripts/api-types.mjs          check: fails when the committed file differs from what the document gives
//   node scripts/api-types.mjs --write  (re)writes it (npm run openapi does this after writing the document)
// `npm run lint` runs the check before type-checking the frontend, so a backend change that breaks the SPA fails there.
import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

const root = new URL('..', import.meta.url);
const target = new URL('frontend/src/lib/api-schema.d.ts', root);
const document = JSON.parse(readFileSync(new URL('docs/openapi.json', root), 'utf8'));

const banner =
  '/**\n * Generated from docs/openapi.json by scripts/api-types.mjs (openapi-typescript). Do not edit: run `npm run openapi`\n' +
  ' * (or `node scripts/api-types.mjs --write`). Use it through frontend/src/lib/api-types.ts.\n */\n\n';
// Every `default` in the document is on a request body's optional field (the server fills it in): keep those optional.
const generated = banner + astToString(await openapiTS(document, { alphabetize: true, defaultNonNullable: false }));

if (process.argv.includes('--write')) {
  writeFileSync(target, generated);
  console.log(`Wrote ${target.pathname}`);
} else {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    /* missing: reported below */
  }
  if (committed !== generated) {
    console.error('frontend/src/lib/api-schema.d.ts is not what docs/openapi.json gives. Run `npm run openapi` (or `node scripts/api-types.mjs --write`) and commit it.');
    process.exit(1);
  }
  console.log('frontend/src/lib/api-schema.d.ts matches docs/openapi.json.');
}
