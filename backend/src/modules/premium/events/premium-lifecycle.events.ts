import { DomainEvent, EventType } from '../../../infrastructure/queue/domain-event.js';

export interface PremiumLifecyclePayload {
  kind: 'premium';
  id: number;
  topic: string;
  editorialTheme: string | null;
  /** The staff member who made the change (null when a job did). */
  by: number | null;
}

// Published for API consumers: no module acts on these (premium content shows in no public read); PremiumReplaced below has consumers.

/** A premium item went live for members: stored published (generated), or a draft published by an editor. */
@EventType('PremiumPublished')
export class PremiumPublished extends DomainEvent<PremiumLifecyclePayload & { status: string }> {}

/** A premium item was edited (fields includes 'status' when an editor took it back to draft). */
@EventType('PremiumUpdated')
export class PremiumUpdated extends DomainEvent<PremiumLifecyclePayload & { fields: string[] }> {}

/** A premium item was deleted (archived: hidden from members, kept for the record). */
@EventType('PremiumDeleted')
export class PremiumDeleted extends DomainEvent<PremiumLifecyclePayload> {}

/**
 * A premium item was rewritten as a new item ('Enhance with AI': the old one archived). What members kept of the old
 * one follows it to the new: community's saved reports, insights' recommendations under coach replies.
 */
@EventType('PremiumReplaced')
export class PremiumReplaced extends DomainEvent<{ fromId: number; toId: number; by: number | null }> {}
