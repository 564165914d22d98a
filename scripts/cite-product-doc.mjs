#!/usr/bin/env node
/**
 * Rewrites citations of the external specification documents in code comments ("spec 1 §5", "spec 2 §8",
 * "(spec §3)", ...) into citations of docs/product.md ("docs/product.md#ads"), using scripts/spec-citations.json.
 *
 *   node scripts/cite-product-doc.mjs            rewrite, then report
 *   node scripts/cite-product-doc.mjs --dry-run  report what would change, write nothing
 *   node scripts/cite-product-doc.mjs --check    like --dry-run; exits 1 while anything is left to change, unmapped,
 *                                                or cited outside comments (npm run lint runs this)
 *   add --verbose to list every replacement
 *
 * Only comments change: `//` comments and `/* ... *\/` blocks (JSDoc included) in .ts, .tsx, .js, .jsx, .mjs and
 * .cjs files under backend/src, frontend/src, test and scripts. Strings (test names, OpenAPI descriptions) are
 * listed, never changed. Generated files (frontend/src/lib/api-schema.d.ts) are skipped: they follow
 * docs/openapi.json (`npm run openapi`). Running it again changes nothing.
 *
 * The mapping file: each key is a citation exactly as comments write it, each value "docs/product.md#<anchor>".
 * A key "<citation> @ <context>" applies only to comments that also contain <context> (whitespace and comment
 * marks between lines are ignored); the longest matching context wins, else the plain "<citation>" key. Keys
 * starting with "$" are notes. Every anchor must be a heading of docs/product.md (GitHub's anchors).
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['backend/src', 'frontend/src', 'test', 'scripts'];
const EXTENSIONS = /\.(?:ts|tsx|js|jsx|mjs|cjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', '.git']);
const SELF = relative(ROOT, fileURLToPath(import.meta.url)).split('\\').join('/');
/** Generated from docs/openapi.json: its comments change with the document, not by hand. */
const GENERATED = new Set(['frontend/src/lib/api-schema.d.ts']);
const MAPPING_FILE = 'scripts/spec-citations.json';
const PRODUCT_DOC = 'docs/product.md';

/** What still reads as a citation of the external documents once the mapped ones are rewritten. */
const LEFTOVER = /§\s*\d|\b[Ss]pec\s*[12]\b|\b[Ss]pec(?:ification)?'s\s+(?:§|\(§)/g;
/** A mention of "the spec" without a section: listed for information, never changed. */
const MENTION = /\b[Ss]pec(?:ification)?(?:'s|s)?\b(?!\.ts)/g;

const args = new Set(process.argv.slice(2));
const dryRun = args.has('--dry-run') || args.has('--check');
const verbose = args.has('--verbose');

// ---------------------------------------------------------------------------------------------- mapping

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2, ... */
function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1].replace(/`([^`]*)`/g, '$1').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').trim().replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

function loadMapping() {
  const raw = JSON.parse(readFileSync(join(ROOT, MAPPING_FILE), 'utf8'));
  const anchors = anchorsOf(readFileSync(join(ROOT, PRODUCT_DOC), 'utf8'));
  const rules = new Map(); // citation -> { fallback?: string, contexts: [{ context, target }] }
  const problems = [];
  for (const [key, target] of Object.entries(raw)) {
    if (key.startsWith('$')) continue;
    const link = /^docs\/product\.md#([a-z0-9_-]+)$/.exec(String(target));
    if (!link) problems.push(`${key}: "${target}" is not docs/product.md#<anchor>`);
    else if (!anchors.has(link[1])) problems.push(`${key}: docs/product.md has no heading with the anchor #${link[1]}`);
    const at = key.indexOf(' @ ');
    const citation = at < 0 ? key : key.slice(0, at);
    const rule = rules.get(citation) ?? { contexts: [] };
    if (at < 0) rule.fallback = target;
    else rule.contexts.push({ context: normalise(key.slice(at + 3)), target });
    rules.set(citation, rule);
  }
  if (problems.length) {
    console.error(`${MAPPING_FILE} has problems:\n  ${problems.join('\n  ')}`);
    process.exit(2);
  }
  for (const rule of rules.values()) rule.contexts.sort((a, b) => b.context.length - a.context.length);
  const escaped = [...rules.keys()].sort((a, b) => b.length - a.length).map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // A citation is not matched in the middle of a word ("spec 1 §2" is not inside "spec 1 §25").
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${escaped.join('|')})(?![\\p{N}])`, 'gu');
  return { rules, pattern };
}

/** Comment text as one line of prose: comment marks at line starts and runs of whitespace become one space. */
function normalise(text) {
  return text
    .replace(/\r?\n[ \t]*(?:\*(?!\/)|\/\/)?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// ---------------------------------------------------------------------------------------------- lexing

const REGEX_AFTER = new Set(['', '(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', '+', '-', '*', '%', '<', '>', '~', '^']);
const REGEX_AFTER_WORDS = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'void', 'yield', 'await', 'delete', 'throw', 'new']);

/**
 * Splits a source file into comment and non-comment spans. A small lexer, not a parser: it knows strings,
 * template literals (with ${...}), regular expression literals (by the usual previous-token rule) and comments.
 * Quotes do not run past the end of a line, so JSX text such as "Don't" cannot hide more than its own line.
 */
function commentSpans(src) {
  const spans = [];
  const n = src.length;
  let i = 0;
  let prev = '';
  let prevWord = '';
  const skipString = (quote, from) => {
    let j = from + 1;
    while (j < n && src[j] !== quote && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
    return j + 1;
  };
  const skipTemplate = (from) => {
    let j = from + 1;
    let depth = 0;
    while (j < n) {
      const c = src[j];
      if (c === '\\') j += 2;
      else if (depth === 0 && c === '`') return j + 1;
      else if (c === '$' && src[j + 1] === '{') (depth += 1), (j += 2);
      else if (depth > 0 && c === '{') (depth += 1), (j += 1);
      else if (depth > 0 && c === '}') (depth -= 1), (j += 1);
      else if (depth > 0 && (c === "'" || c === '"')) j = skipString(c, j);
      else if (depth > 0 && c === '`') j = skipTemplate(j);
      else j += 1;
    }
    return n;
  };
  while (i < n) {
    const c = src[i];
    const d = src[i + 1];
    if (c === '/' && d === '/') {
      let end = src.indexOf('\n', i);
      if (end < 0) end = n;
      spans.push([i, end]);
      i = end;
    } else if (c === '/' && d === '*') {
      const close = src.indexOf('*/', i + 2);
      const end = close < 0 ? n : close + 2;
      spans.push([i, end]);
      i = end;
    } else if (c === "'" || c === '"') {
      i = skipString(c, i);
      prev = c;
      prevWord = '';
    } else if (c === '`') {
      i = skipTemplate(i);
      prev = c;
      prevWord = '';
    } else if (c === '/' && (REGEX_AFTER.has(prev) || (prev === 'a' && REGEX_AFTER_WORDS.has(prevWord)))) {
      let j = i + 1;
      let inClass = false;
      while (j < n && src[j] !== '\n') {
        if (src[j] === '\\') j += 2;
        else {
          if (src[j] === '[') inClass = true;
          else if (src[j] === ']') inClass = false;
          else if (src[j] === '/' && !inClass) break;
          j += 1;
        }
      }
      i = j + 1;
      while (i < n && /[a-z]/i.test(src[i])) i += 1;
      prev = 'a';
      prevWord = '';
    } else if (/[\p{L}_$]/u.test(c)) {
      const word = /^[\p{L}\p{N}_$]+/u.exec(src.slice(i, i + 64))[0];
      prev = 'a';
      prevWord = word;
      i += word.length;
    } else {
      if (!/\s/.test(c)) {
        prev = /[\p{N}]/u.test(c) ? 'a' : c;
        prevWord = '';
      }
      i += 1;
    }
  }
  return spans;
}

// ---------------------------------------------------------------------------------------------- files

function* sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(join(ROOT, dir));
  } catch {
    return;
  }
  for (const name of entries.sort()) {
    const path = `${dir}/${name}`;
    if (SKIP_DIRS.has(name)) continue;
    const stat = statSync(join(ROOT, path));
    if (stat.isDirectory()) yield* sourceFiles(path);
    else if (EXTENSIONS.test(name) && path !== SELF && !GENERATED.has(path)) yield path;
  }
}

const lineOf = (src, offset) => src.slice(0, offset).split('\n').length;
const excerpt = (src, offset) => {
  const start = src.lastIndexOf('\n', offset) + 1;
  const end = src.indexOf('\n', offset);
  return src.slice(start, end < 0 ? undefined : end).trim().slice(0, 140);
};

// ---------------------------------------------------------------------------------------------- main

const { rules, pattern } = loadMapping();

/** The target of a citation in a comment (given as one line of prose): the longest fitting context, else the plain key. */
function resolve(citation, context) {
  const rule = rules.get(citation);
  return rule.contexts.find((c) => context.includes(c.context))?.target ?? rule.fallback;
}
const changed = [];
const unmapped = [];
const outside = [];
const mentions = [];
let files = 0;

for (const path of ROOTS.flatMap((root) => [...sourceFiles(root)])) {
  const src = readFileSync(join(ROOT, path), 'utf8');
  const spans = commentSpans(src);
  let out = '';
  let last = 0;
  let fileChanges = 0;
  for (const [start, end] of spans) {
    const comment = src.slice(start, end);
    const context = normalise(comment);
    const cited = []; // [from, to) of each citation in the comment, mapped or not
    const rewritten = comment.replace(pattern, (citation, at) => {
      cited.push([at, at + citation.length]);
      const target = resolve(citation, context);
      if (!target) {
        unmapped.push(`${path}:${lineOf(src, start + at)}: "${citation}" (no key with a fitting @ context): ${excerpt(src, start + at)}`);
        return citation;
      }
      changed.push(`${path}:${lineOf(src, start + at)}: "${citation}" -> ${target}`);
      fileChanges += 1;
      return target;
    });
    const inCitation = (at) => cited.some(([from, to]) => at >= from && at < to);
    for (const m of comment.matchAll(LEFTOVER)) {
      if (!inCitation(m.index)) unmapped.push(`${path}:${lineOf(src, start + m.index)}: ${excerpt(src, start + m.index)}`);
    }
    for (const m of comment.matchAll(MENTION)) {
      if (!inCitation(m.index)) mentions.push(`${path}:${lineOf(src, start + m.index)}: ${excerpt(src, start + m.index)}`);
    }
    out += src.slice(last, start) + rewritten;
    last = end;
  }
  out += src.slice(last);
  // Citations outside comments (strings such as test names or OpenAPI descriptions) are listed, not changed.
  let cursor = 0;
  for (const [start, end] of [...spans, [src.length, src.length]]) {
    const code = src.slice(cursor, start);
    for (const m of code.matchAll(new RegExp(`${pattern.source}|${LEFTOVER.source}`, 'gu'))) {
      const line = excerpt(src, cursor + m.index);
      const target = rules.has(m[0]) ? resolve(m[0], normalise(line)) : undefined;
      outside.push(`${path}:${lineOf(src, cursor + m.index)}: ${line}${target ? `\n      "${m[0]}" -> ${target}` : ''}`);
    }
    cursor = end;
  }
  files += 1;
  if (fileChanges && out !== src && !dryRun) writeFileSync(join(ROOT, path), out);
}

/** What the run reports (printed at the end). */
const lines = [];
const report = (line) => lines.push(line);
const uniq = (list) => [...new Set(list)];
const changedFiles = new Set(changed.map((c) => c.slice(0, c.indexOf(':'))));
if (verbose) for (const c of changed) report(`  ${c}`);
report(
  `${dryRun ? 'Would change' : 'Changed'} ${changed.length} citation${changed.length === 1 ? '' : 's'} in ${changedFiles.size} file${changedFiles.size === 1 ? '' : 's'} (${files} files read).`,
);
if (unmapped.length) {
  report(`\nCitations in comments that could not be mapped (${uniq(unmapped).length}): add them to ${MAPPING_FILE}`);
  for (const u of uniq(unmapped)) report(`  ${u}`);
} else report('Every citation in comments is mapped.');
if (outside.length) {
  report(`\nCitations outside comments, left unchanged (${uniq(outside).length}): test names and OpenAPI descriptions; edit by hand (then \`npm run openapi\` for descriptions)`);
  for (const o of uniq(outside)) report(`  ${o}`);
}
if (mentions.length) {
  report(`\nComments that mention the spec without a section, left unchanged (${uniq(mentions).length}):`);
  for (const m of uniq(mentions)) report(`  ${m}`);
}
const failing = changed.length > 0 || unmapped.length > 0 || outside.length > 0;
// --check (npm run lint) says nothing while everything is cited as it should be.
if (!args.has('--check') || failing) console.log(lines.join('\n'));
if (args.has('--check') && failing) process.exit(1);
