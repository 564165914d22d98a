import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { runAs } from './audit-context.js';
import { Audited, auditTicket, resumeAudit, runAudited, unchanged, writePendingAudit } from './audited.js';

/** An EntityManager that only collects what `em.create` is given (the audit rows). */
function fakeEm(): { em: EntityManager; rows: Record<string, unknown>[] } {
  const rows: Record<string, unknown>[] = [];
  return { em: { create: (_schema: unknown, data: Record<string, unknown>) => rows.push(data) } as unknown as EntityManager, rows };
}

@Audited({ action: (_c: ToggleThing, on: { id: number; on: boolean }) => (on.on ? 'thing.on' : 'thing.off'), subject: (c: ToggleThing) => ({ kind: 'thing', id: c.id }) })
class ToggleThing {
  constructor(public readonly id: number) {}
}

@Audited({ storedByJob: true, action: 'thing.generate', kind: 'thing', details: (c: GenerateThing) => ({ topic: c.topic }) })
class GenerateThing {
  constructor(public readonly topic: string) {}
}

class NotAudited {}

describe('@Audited commands', () => {
  it('write one row, in the first transaction of the execution, with the actor of the request', async () => {
    const { em, rows } = fakeEm();
    await runAs({ userId: 7, apiKeyId: null }, () =>
      runAudited(new ToggleThing(3), async () => {
        writePendingAudit(em, { id: 3, on: false });
        writePendingAudit(em, { id: 3, on: true });
      }),
    );
    expect(rows).toEqual([{ actor_id: 7, api_key_id: null, action: 'thing.off', subject_kind: 'thing', subject_id: 3, details: {} }]);
  });

  it('name only the API key when one is acting', async () => {
    const { em, rows } = fakeEm();
    await runAs({ userId: 7, apiKeyId: 12 }, () => runAudited(new ToggleThing(3), async () => writePendingAudit(em, { id: 3, on: true })));
    expect(rows).toEqual([expect.objectContaining({ actor_id: null, api_key_id: 12, action: 'thing.on' })]);
  });

  it('write nothing for a repeat that finds its change already made', async () => {
    const { em, rows } = fakeEm();
    await runAs({ userId: 7, apiKeyId: null }, () =>
      runAudited(new ToggleThing(3), async () => {
        unchanged();
        writePendingAudit(em, { id: 3, on: true });
      }),
    );
    expect(rows).toEqual([]);
  });

  it('write nothing for commands without the decorator or transactions outside a command', async () => {
    const { em, rows } = fakeEm();
    writePendingAudit(em, {});
    await runAudited(new NotAudited(), async () => writePendingAudit(em, {}));
    expect(rows).toEqual([]);
  });

  it('hand the row of a change a job stores to the job, whose transaction writes it with the new id', async () => {
    const { em, rows } = fakeEm();
    const ticket = await runAs({ userId: 7, apiKeyId: null }, () =>
      runAudited(new GenerateThing('Hills'), async () => {
        writePendingAudit(em, 'not the job');
        return auditTicket();
      }),
    );
    expect(rows).toEqual([]);
    expect(ticket).toEqual({ actor: { userId: 7, apiKeyId: null }, action: 'thing.generate', kind: 'thing', details: { topic: 'Hills' } });
    await resumeAudit(ticket, async () => writePendingAudit(em, 41));
    expect(rows).toEqual([{ actor_id: 7, api_key_id: null, action: 'thing.generate', subject_kind: 'thing', subject_id: 41, details: { topic: 'Hills' } }]);
  });

  it('refuse to hand a job the row of a command audited in its own transaction', async () => {
    await expect(runAudited(new ToggleThing(1), async () => auditTicket())).rejects.toThrow(/not in a job's/);
  });
});
