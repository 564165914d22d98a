import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The operations (operationIds, `<Controller>_<method>`) whose handlers can reach the image-decode line, found from the
 * backend's code rather than listed by hand: from the methods that call `decodes.run(...)` (DecodeLine) back through
 * their callers to controller methods. A caller is a method calling `this.m(...)` in the same class, any code calling
 * `x.m(...)` for a method that is not private, any code calling `f(...)` for a function; a command handler's `execute`
 * is reached by the `new XCommand(...)` that the command bus hands it. Matched by name, so it may find too much (a
 * same-named public method elsewhere counts: the test's diff shows it) and misses only a method passed as a value.
 */
export function operationsReachingDecodes(root = new URL('../../backend/src', import.meta.url).pathname): string[] {
  const callables: Callable[] = [];
  for (const file of sourceFiles(root)) collect(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true), callables);
  const reached = new Set(callables.filter((c) => c.calls.some((call) => call.kind === 'member' && call.name === 'run' && call.receiver.endsWith('decodes'))));
  const work = [...reached];
  while (work.length) {
    const target = work.pop()!;
    for (const caller of callables) {
      if (reached.has(caller) || !caller.calls.some((call) => calls(call, caller, target))) continue;
      reached.add(caller);
      if (!caller.controller) work.push(caller); // routes are where it ends: Nest calls them, no code does
    }
  }
  return [...reached].filter((c) => c.controller).map((c) => `${c.className}_${c.name}`).sort();
}

interface Call {
  kind: 'member' | 'function' | 'new';
  name: string;
  /** The receiver's text (`this`, `this.files`) for a member call. */
  receiver: string;
}

interface Callable {
  className?: string;
  name: string;
  isPrivate: boolean;
  controller: boolean;
  /** For a command handler's execute: the command it handles. */
  handles?: string;
  calls: Call[];
}

function calls(call: Call, caller: Callable, target: Callable): boolean {
  if (target.handles) return call.kind === 'new' && call.name === target.handles;
  if (!target.className) return call.kind === 'function' && call.name === target.name;
  if (call.kind !== 'member' || call.name !== target.name) return false;
  if (call.receiver === 'this') return caller.className === target.className;
  return !target.isPrivate;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const decoratorsOf = (node: ts.Node) => (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []);
/** `@Name(arg, ...)`: the decorator's name and its first argument's text. */
const decorator = (d: ts.Decorator) =>
  ts.isCallExpression(d.expression) ? { name: d.expression.expression.getText(), arg: d.expression.arguments[0]?.getText() } : { name: d.expression.getText(), arg: undefined };

function callsIn(body: ts.Node): Call[] {
  const found: Call[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee)) found.push({ kind: 'member', name: callee.name.text, receiver: callee.expression.getText() });
      else if (ts.isIdentifier(callee)) found.push({ kind: 'function', name: callee.text, receiver: '' });
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
      found.push({ kind: 'new', name: node.expression.text, receiver: '' });
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  return found;
}

function collect(source: ts.SourceFile, into: Callable[]): void {
  const visit = (node: ts.Node) => {
    if (ts.isClassDeclaration(node) && node.name) {
      const marks = decoratorsOf(node).map(decorator);
      const controller = marks.some((m) => m.name === 'Controller');
      const handles = marks.find((m) => m.name === 'CommandHandler')?.arg;
      for (const member of node.members) {
        if (!(ts.isMethodDeclaration(member) || ts.isPropertyDeclaration(member)) || !member.name || !ts.isIdentifier(member.name)) continue;
        const body = ts.isMethodDeclaration(member) ? member.body : member.initializer;
        if (!body) continue;
        const name = member.name.text;
        const isPrivate = (ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Private) !== 0;
        into.push({ className: node.name.text, name, isPrivate, controller, handles: handles && name === 'execute' ? handles : undefined, calls: callsIn(body) });
      }
      return;
    }
    if (ts.isFunctionDeclaration(node) && node.name && node.body) into.push({ name: node.name.text, isPrivate: false, controller: false, calls: callsIn(node.body) });
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))) {
      into.push({ name: node.name.text, isPrivate: false, controller: false, calls: callsIn(node.initializer) });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
