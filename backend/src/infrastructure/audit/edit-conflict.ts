import { ConflictException } from '@nestjs/common';
import type { QueryBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { currentActor, type AuditActor } from './audit-context.js';

/**
 * Editing together (docs/product.md#editing-together): an editor's save names the version it started from (the
 * `updated_at` it read); when the item changed since, the save is refused with 409 (reason `changed_meanwhile`), naming
 * who changed it and when, and nothing changes. A save that names no version (an API-key script) is not checked.
 */
export const CHANGED_MEANWHILE = 'changed_meanwhile';
/** What the API document says of it on each route that checks it. */
export const EDITING_TOGETHER =
  'Editing together: send expected_updated_at, the updated_at you read; when someone saved the item since, nothing is changed and the answer is 409 ' +
  `(reason ${CHANGED_MEANWHILE}) naming who changed it and when: read it again, then make your change again. Without it the save is not checked.`;

/**
 * How a person or an API key is named to other staff ("Ada Admin", 'the API key "Newsroom sync"'), or null when gone.
 * Defined here so infrastructure names no feature; the api-keys module answers it (it knows keys, and asks auth for people).
 */
export class ActorNameQuery {
  constructor(public readonly actor: AuditActor) {}
}

/** The time of day in the magazine's time zone (the editorial calendar's), with the date when it was not today. */
function when(at: Date): string {
  const zone = 'Europe/London';
  const day = (d: Date) => d.toLocaleDateString('en-GB', { timeZone: zone, day: 'numeric', month: 'long' });
  const time = at.toLocaleTimeString('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hour12: false });
  return `${time}${day(at) === day(new Date()) ? '' : ` on ${day(at)}`} (London time)`;
}

const changedMeanwhile = (noun: string, who: string | null, at: string) =>
  `This ${noun} was changed${who ? ` by ${who}` : ''} at ${at} after you opened it. Reload to see the latest version, then make your changes again.`;
/** The message as the API document shows it. */
export const CHANGED_EXAMPLE = (noun: string) => changedMeanwhile(noun, 'Sam Editor', '14:05 (London time)');

export interface EditedItem {
  /** The audit subject kind ('website', 'premium', 'ad', 'generation', 'theme-hero'). */
  kind: string;
  /** Its id; or, for an item that has none (a theme page's hero), what its audit rows' details name it by ({theme: 'gear'}). */
  id: number | Record<string, string>;
  /** What the message calls it ('article', 'premium post'). */
  noun: string;
  /** Its version now (its updated_at); null when it did not exist before this save. */
  updatedAt: Date | null;
}

/** Whether `expected` (the updated_at the editor read, ISO; null: the item did not exist yet) is the item's version. */
const sameVersion = (expected: string | null, now: Date | null) => (expected === null || now === null ? expected === now : Date.parse(expected) === now.getTime());

/**
 * Inside the save's transaction, after the item is locked: nothing when `expected` (the updated_at the editor read, ISO;
 * null for an item read before it existed) is absent or still the item's; else 409 naming the last change's actor from
 * the audit log ("you" when it was the person saving, in another window).
 */
export async function refuseStaleEdit(em: EntityManager, queries: QueryBus, item: EditedItem, expected: string | null | undefined): Promise<void> {
  if (expected === undefined || sameVersion(expected, item.updatedAt)) return;
  const [last] = await em.execute<Array<{ actor_id: number | null; api_key_id: number | null }>>(
    `select actor_id, api_key_id from audit_log where subject_kind = ? and ${typeof item.id === 'number' ? 'subject_id = ?' : 'details @> ?::jsonb'} order by at desc, id desc limit 1`,
    [item.kind, typeof item.id === 'number' ? item.id : JSON.stringify(item.id)],
  );
  const actor: AuditActor | null = last ? { userId: last.actor_id === null ? null : Number(last.actor_id), apiKeyId: last.api_key_id === null ? null : Number(last.api_key_id) } : null;
  const by = currentActor();
  const self = actor && actor.apiKeyId === null && by.apiKeyId === null && actor.userId !== null && actor.userId === by.userId;
  const who = self ? 'you (in another window or tab)' : actor ? await queries.execute<ActorNameQuery, string | null>(new ActorNameQuery(actor)) : null;
  throw new ConflictException({ message: changedMeanwhile(item.noun, who, when(item.updatedAt ?? new Date())), reason: CHANGED_MEANWHILE });
}
