// What the page showed when a browser journey failed: the "Page snapshot" (the accessibility tree, in YAML) of each
// test-results/*/error-context.md Playwright writes, without what an open dialog hides ([aria-hidden] subtrees), cut to
// its first lines. `npm test` prints it at the end of a failed
// run, where a CI log that keeps only its last lines still has it: the screenshots stay on the machine that ran them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LINES_PER_PAGE = 70;
const PAGES = 3;

const indent = (line) => line.length - line.trimStart().length;

/** The YAML lines without the children of `[aria-hidden]` nodes (the page behind an open dialog). */
function withoutHidden(lines) {
  const kept = [];
  let hiddenAt = -1;
  for (const line of lines) {
    if (hiddenAt >= 0 && indent(line) > hiddenAt) continue;
    hiddenAt = line.includes('[aria-hidden]') ? indent(line) : -1;
    kept.push(line);
  }
  return kept;
}

/** The snapshots of the failed journeys under `resultsDir`, as text to print ('' when there are none). */
export function failedJourneyPages(resultsDir) {
  if (!existsSync(resultsDir)) return '';
  const contexts = readdirSync(resultsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(resultsDir, entry.name, 'error-context.md')))
    .map((entry) => entry.name)
    .sort();
  const shown = contexts.slice(0, PAGES).map((name) => {
    const text = readFileSync(join(resultsDir, name, 'error-context.md'), 'utf8');
    const test = /^- Name: (.*)$/m.exec(text)?.[1] ?? name;
    const snapshot = /```yaml\n([\s\S]*?)```/.exec(text)?.[1] ?? '(no page snapshot)\n';
    const lines = withoutHidden(snapshot.split('\n'));
    const cut = lines.length > LINES_PER_PAGE ? [...lines.slice(0, LINES_PER_PAGE), `  … ${lines.length - LINES_PER_PAGE} more lines in ${join(resultsDir, name, 'error-context.md')}`] : lines;
    return `--- ${test}\n${cut.join('\n').trimEnd()}`;
  });
  const more = contexts.length > PAGES ? `\n(${contexts.length - PAGES} more in ${resultsDir})` : '';
  return shown.length ? `${shown.join('\n\n')}${more}` : '';
}
