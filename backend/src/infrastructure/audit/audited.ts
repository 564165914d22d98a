import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAudit } from './audit.js';
import { currentActor, type AuditActor } from './audit-context.js';

/** What a staff command changed: its kind ('website', 'ad', ...), its id (null when it has none) and what else to say. */
export interface AuditSubject {
  kind: string;
  id: number | null;
  details?: Record<string, unknown>;
}

/**
 * A command whose handler makes its change in one `Outbox.transactional`: its row is written at the end of that
 * transaction, from the command and `value`, what the transaction's work returned (usually the command's answer).
 */
export interface AuditSpec<C, V> {
  /** `<kind>.<verb>`, or chosen from the command and the value (publish or schedule, activated or deactivated). */
  action: string | ((command: C, value: V) => string);
  subject: (command: C, value: V) => AuditSubject;
}

/**
 * A command whose change a job stores (a generation): the request hands the pending row to the job (`auditTicket`),
 * whose transaction writes it (`resumeAudit`) with the new row's id, the value that transaction returns.
 */
export interface JobAuditSpec<C> {
  storedByJob: true;
  action: string;
  kind: string;
  details?: (command: C) => Record<string, unknown>;
}

/** The pending row of a command whose change a job stores, as it travels in the job's data. */
export interface AuditTicket {
  actor: AuditActor;
  action: string;
  kind: string;
  details: Record<string, unknown>;
}

interface PendingAudit {
  name: string;
  actor: AuditActor;
  state: 'pending' | 'written' | 'handed to a job' | 'unchanged';
  /** The row for the value of the transaction that made the change (absent when a job writes it). */
  row?: (value: unknown) => { action: string } & AuditSubject;
  /** The row without its id, for the job that stores the change. */
  ticket?: () => Omit<AuditTicket, 'actor'>;
}

type CommandClass<C> = abstract new (...args: never[]) => C;

const specs = new WeakMap<object, AuditSpec<unknown, unknown> | JobAuditSpec<unknown>>();
const pending = new AsyncLocalStorage<PendingAudit>();
const logger = new Logger('Audit');

/**
 * Marks a staff command as audited: each successful execution that changes something leaves exactly one `audit_log`
 * row, written in the transaction of its change, naming the actor (the person, or the API key) and the subject. One
 * that finds the change already made (publishing a published article) says so with `unchanged()` and leaves none.
 */
export function Audited<C, V = never>(spec: AuditSpec<C, V> | JobAuditSpec<C>) {
  return (target: CommandClass<C>): void => {
    specs.set(target, spec as AuditSpec<unknown, unknown> | JobAuditSpec<unknown>);
  };
}

/** Runs a command's execution (the command bus calls this for every command) with its pending audit row, if audited. */
export async function runAudited<T>(command: object, execute: () => Promise<T>): Promise<T> {
  const spec = specs.get(command.constructor);
  if (!spec) return execute();
  const audit: PendingAudit = { name: command.constructor.name, actor: currentActor(), state: 'pending' };
  if ('storedByJob' in spec) {
    audit.ticket = () => ({ action: spec.action, kind: spec.kind, details: spec.details?.(command) ?? {} });
  } else {
    audit.row = (value) => ({ action: typeof spec.action === 'string' ? spec.action : spec.action(command, value), ...spec.subject(command, value) });
  }
  const result = await pending.run(audit, execute);
  if (audit.state === 'pending') logger.error(`${audit.name} is audited but changed nothing through Outbox.transactional: no audit row`);
  return result;
}

/** Called by Outbox.transactional at the end of its work: writes the pending row of the command being executed, once. */
export function writePendingAudit(em: EntityManager, value: unknown): void {
  const audit = pending.getStore();
  if (!audit?.row || audit.state !== 'pending') return;
  const { action, kind, id, details } = audit.row(value);
  recordAudit(em, { actor: audit.actor.userId, apiKey: audit.actor.apiKeyId, action, subjectKind: kind, subjectId: id, details });
  audit.state = 'written';
}

/** Inside the work of an audited command: the change was already made (an idempotent repeat), so no audit row. */
export function unchanged(): void {
  const audit = pending.getStore();
  if (audit?.state === 'pending') audit.state = 'unchanged';
}

/** The pending row of the command being executed, for the job that will store its change (undefined if not audited). */
export function auditTicket(): AuditTicket | undefined {
  const audit = pending.getStore();
  if (!audit || audit.state !== 'pending') return undefined;
  if (!audit.ticket) throw new Error(`${audit.name} is audited in its own transaction, not in a job's: give it a JobAuditSpec`);
  audit.state = 'handed to a job';
  return { actor: audit.actor, ...audit.ticket() };
}

/** Inside the job: runs `work` (the transaction that stores the change and returns the new row's id) with the row. */
export function resumeAudit<T>(ticket: AuditTicket | undefined, work: () => Promise<T>): Promise<T> {
  if (!ticket) return pending.exit(work);
  const { actor, action, kind, details } = ticket;
  return pending.run({ name: action, actor, state: 'pending', row: (id) => ({ action, kind, id: id as number, details }) }, work);
}
