import { DomainEvent, EventType } from '../../../infrastructure/queue/domain-event.js';

export interface ArticleLifecyclePayload {
  /** Always 'website' now; rows written before premium had its own events may say 'premium' (nothing to purge). */
  kind: 'website' | 'premium';
  id: number;
  /** The article's title. */
  topic: string;
  editorialTheme: string | null;
  /**
   * The theme pages (training, nutrition, ...) the article shows on, after the change and, when the change moved it,
   * before (the public cache purges both). Absent in events written before it existed.
   */
  themes?: string[];
  /** The staff member who made the change (null when a job did). */
  by: number | null;
}

// The outbox names stay 'Content...' (they are stored with every row): the events were content's before.

/** An article became visible to readers (a draft published, or a scheduled one whose time came). */
@EventType('ContentPublished')
export class ContentPublished extends DomainEvent<ArticleLifecyclePayload & { status: string }> {}

/** An article readers may see was changed (an edit, hero, featured, a new image, unpublished). */
@EventType('ContentUpdated')
export class ContentUpdated extends DomainEvent<ArticleLifecyclePayload & { fields: string[] }> {}

/** An article was deleted (archived). */
@EventType('ContentDeleted')
export class ContentDeleted extends DomainEvent<ArticleLifecyclePayload> {}
