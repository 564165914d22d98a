import { DomainEvent, EventType } from '../../../infrastructure/queue/domain-event.js';

/** Which kind of editorial content changed: premium items now, website articles with their issue. */
export type EditorialKind = 'premium' | 'website';

export interface ContentLifecyclePayload {
  kind: EditorialKind;
  id: number;
  topic: string;
  editorialTheme: string | null;
  /**
   * Website articles: the theme pages (training, nutrition, ...) it shows on, after the change and, when the change
   * moved it, before (the public cache purges both). Absent in events written before it existed.
   */
  themes?: string[];
  /** The staff member who made the change (null when a job did). */
  by: number | null;
}

/** Content became visible to readers (created published, or a draft published). */
@EventType('ContentPublished')
export class ContentPublished extends DomainEvent<ContentLifecyclePayload & { status: string }> {}

/** Content readers can see was changed. */
@EventType('ContentUpdated')
export class ContentUpdated extends DomainEvent<ContentLifecyclePayload & { fields: string[] }> {}

/** Content was deleted (premium items are archived: hidden from members, kept for the record). */
@EventType('ContentDeleted')
export class ContentDeleted extends DomainEvent<ContentLifecyclePayload> {}
