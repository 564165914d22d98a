import { DomainEvent, EventType } from '../../../infrastructure/queue/domain-event.js';

/**
 * A member deleted their account. Their rows are gone (foreign keys cascade); `files` names their upload
 * files under DATA_DIR/uploads, which consumers delete (idempotently) if the API process did not already.
 */
@EventType('MemberDeleted')
export class MemberDeleted extends DomainEvent<{ userId: number; files: string[] }> {}
