import { DomainEvent, EventType } from '../../../infrastructure/queue/domain-event.js';

export interface ContentGeneratedPayload {
  /** Which table the content is in: 'generation' (content_generations); later issues add their kinds. */
  kind: 'generation';
  id: number;
  topic: string;
  createdBy: number | null;
  editorialWeek: number | null;
  editorialTheme: string | null;
  model: string;
  promptVersion: string;
  /** The first answer broke the length rules and the follow-up fixed it. */
  repaired: boolean;
}

/** A content package was generated and stored (written to the outbox in the same transaction). */
@EventType('ContentGenerated')
export class ContentGenerated extends DomainEvent<ContentGeneratedPayload> {}
