import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Audited } from '../../../infrastructure/audit/audited.js';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { UploadIntake } from '../../../infrastructure/storage/upload-intake.js';
import { ContentRevisionSchema } from '../entities/content-revision.entity.js';
import { ContentUpdated } from '../events/article-lifecycle.events.js';
import { toWebsiteView, websiteThemeOf, type Unsized, type WebsiteContentView } from '../website-content-view.js';
import { articleSubject, changeable, lifecycle, REVISION_CREDIT, REVISION_FIELDS, saveChange, saveRevision } from '../website-support.js';

type StaffChangeView = Unsized<WebsiteContentView>; // the controller adds the picture's width (withImageWidths)

@Audited({ action: 'website.restore', subject: (c: RestoreWebsiteRevisionCommand, view: StaffChangeView) => articleSubject(view, { restored: c.version }) })
export class RestoreWebsiteRevisionCommand {
  constructor(public readonly id: number, public readonly version: number, public readonly by: number) {}
}

/**
 * Puts a revision's fields back (the version before the restore is saved as a revision first). The slug stays. The
 * revision's picture is stored as every picture is (UploadIntake.address: one of our uploads an older version saved in
 * full goes back relative); the revisions' pictures count as uses (website.module.ts), so the sweep has kept the file,
 * and nothing is claimed or released: the picture the article had stays in the revision saved now. The credit of a stock
 * photo the revision kept (REVISION_CREDIT) is put back with its picture.
 */
@CommandHandler(RestoreWebsiteRevisionCommand)
export class RestoreWebsiteRevisionHandler implements ICommandHandler<RestoreWebsiteRevisionCommand, StaffChangeView> {
  constructor(private readonly outbox: Outbox, private readonly images: UploadIntake) {}

  async execute({ id, version, by }: RestoreWebsiteRevisionCommand): Promise<StaffChangeView> {
    return this.outbox.transactional(async (em, publish) => {
      const row = await changeable(em, id);
      const revision = await em.findOne(ContentRevisionSchema, { kind: 'website', content_id: id, version });
      if (!revision) throw new NotFoundException('Revision not found');
      const theme = websiteThemeOf(row);
      const picture = row.featured_image;
      await saveRevision(em, row, by);
      for (const f of REVISION_FIELDS) {
        if (f in revision.fields) (row as Record<string, unknown>)[f] = revision.fields[f];
      }
      if (!row.title) throw new ConflictException('This revision has no title and cannot be restored.');
      row.featured_image = this.images.address(row.featured_image) ?? null;
      // A revision saved before descriptions were kept: the current description stays only with its own picture.
      if (!('featured_image_alt' in revision.fields) && row.featured_image !== picture) row.featured_image_alt = null;
      // The picture's credit goes back with it (none for an upload); a revision saved before credits were kept has none
      // of its own, and the credit stored now is shown only if it is of that picture (featuredImageCredit).
      if (REVISION_CREDIT in revision.fields) row.image_details = { ...(row.image_details ?? {}), featured_image: revision.fields[REVISION_CREDIT] ?? null };
      await saveChange(em, row, by);
      publish(new ContentUpdated({ ...lifecycle(row, by, theme), fields: [...REVISION_FIELDS] }));
      return toWebsiteView(row);
    });
  }
}
