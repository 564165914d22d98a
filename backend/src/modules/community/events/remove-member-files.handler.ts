import { Injectable } from '@nestjs/common';
import { OnEvent } from '../../../infrastructure/queue/domain-event.js';
import { UploadService } from '../../../infrastructure/storage/upload.service.js';
import { MemberDeleted } from './member-deleted.event.js';

/**
 * Deletes a deleted member's upload files. The API deletes them right after the commit; this consumer covers a
 * crash between the two. Deleting a missing file is a no-op, so replays are harmless.
 */
@Injectable()
export class RemoveMemberFilesHandler {
  constructor(private readonly uploads: UploadService) {}

  @OnEvent(MemberDeleted)
  async handle(event: MemberDeleted): Promise<void> {
    await this.uploads.remove(event.payload.files ?? []);
  }
}
