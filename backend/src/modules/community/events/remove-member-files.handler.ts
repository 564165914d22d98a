import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { UploadService } from '../../../infrastructure/storage/upload.service.js';
import { MemberDeleted } from './member-deleted.event.js';

/**
 * Deletes a deleted member's upload files. The API deletes them right after the commit; this consumer covers a
 * crash between the two. Deleting a missing file is a no-op, so replays are harmless.
 */
@EventsHandler(MemberDeleted)
export class RemoveMemberFilesHandler implements IEventHandler<MemberDeleted> {
  constructor(private readonly uploads: UploadService) {}

  async handle(event: MemberDeleted): Promise<void> {
    await this.uploads.remove(event.payload.files ?? []);
  }
}
