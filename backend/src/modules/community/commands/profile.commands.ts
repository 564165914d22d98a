import { BadRequestException, ConflictException, Inject, NotFoundException } from '@nestjs/common';
import { isKnownTimeZone } from '../../../infrastructure/database/time-zones.js';
import { BAD_TIME_ZONE } from '../dto/community.dto.js';
import { AppConfig } from '../../../config/app-config.js';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Outbox } from '../../../infrastructure/queue/outbox.js';
import { UploadSchema } from '../../../infrastructure/storage/upload.entity.js';
import { UploadService, uploadNameOf } from '../../../infrastructure/storage/upload.service.js';
import { changeAccount, deleteAccount, lockAccount, refuseLastAdminDeletion, SessionService } from '../../auth/index.js';
import { CloseBillingAccountCommand } from '../../billing/index.js';
import { MESSAGES } from '../community-messages.js';
import { MemberDeleted } from '../events/member-deleted.event.js';
import { UploadIntake } from '../../../infrastructure/storage/upload-intake.js';
import { toProfileView, type ProfileAnswer, type ProfileImageAnswer, type UpgradeAnswer } from '../views.js';

export class UpgradeCommand {
  constructor(public readonly userId: number) {}
}

/**
 * The demo upgrade: makes the member premium at once, with no end. Only without Stripe settings (demo mode); with
 * them premium is paid through Stripe Checkout and this answers 409 naming the mode, so premium cannot be had free.
 */
@CommandHandler(UpgradeCommand)
export class UpgradeHandler implements ICommandHandler<UpgradeCommand, UpgradeAnswer> {
  constructor(private readonly outbox: Outbox, @Inject(AppConfig) private readonly config: AppConfig) {}

  async execute({ userId }: UpgradeCommand): Promise<UpgradeAnswer> {
    if (this.config.stripe) throw new ConflictException(MESSAGES.paidMode);
    return this.outbox.transactional(async (em) => {
      const user = await changeAccount(em, userId, { is_premium: true, premium_until: null });
      if (!user) throw new NotFoundException(MESSAGES.accountNotFound);
      return { success: true as const, profile: toProfileView(user) };
    });
  }
}

export class UpdateProfileCommand {
  constructor(
    public readonly userId: number,
    public readonly changes: { coach_tone?: 'direct' | 'encouraging' | 'analytical'; upgrade_offer_hidden?: boolean; name?: string; time_zone?: string },
  ) {}
}

/**
 * Changes the member's profile settings given (the coach tone of their insights, the upgrade card put away, their
 * name, their time zone: one PostgreSQL and Node both know, else 400 and nothing changes).
 */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand, ProfileAnswer> {
  constructor(private readonly outbox: Outbox) {}

  async execute({ userId, changes }: UpdateProfileCommand): Promise<ProfileAnswer> {
    return this.outbox.transactional(async (em) => {
      if (changes.time_zone !== undefined && !(await isKnownTimeZone(em, changes.time_zone))) throw new BadRequestException(BAD_TIME_ZONE);
      const user = await changeAccount(em, userId, changes);
      if (!user) throw new NotFoundException(MESSAGES.accountNotFound);
      return { profile: toProfileView(user) };
    });
  }
}

export class UploadProfileImageCommand {
  constructor(public readonly userId: number, public readonly image: Buffer, public readonly clientIp: string) {}
}

/** Stores the new profile photo, points the profile at it and deletes the previous one after the commit. */
@CommandHandler(UploadProfileImageCommand)
export class UploadProfileImageHandler implements ICommandHandler<UploadProfileImageCommand, ProfileImageAnswer> {
  constructor(private readonly outbox: Outbox, private readonly files: UploadIntake) {}

  async execute({ userId, image, clientIp }: UploadProfileImageCommand): Promise<ProfileImageAnswer> {
    const stored = (await this.files.storeNew(image, 'profile', userId, clientIp))!;
    const { answer, unused } = await this.files.committing(stored, () =>
      this.outbox.transactional(async (em) => {
        // The account is locked while its photo changes, so two uploads cannot both release the same previous photo.
        const account = await lockAccount(em, userId);
        if (!account) throw new NotFoundException(MESSAGES.accountNotFound);
        const previous = account.profile_image_url;
        const user = (await changeAccount(em, userId, { profile_image_url: this.files.record(em, userId, stored) }))!;
        const unused = await this.files.release(em, previous, userId);
        return { answer: { success: true as const, profile_image_url: stored.url, profile: toProfileView(user) }, unused };
      }),
    );
    await this.files.remove(unused);
    return answer;
  }
}

export class DeleteAccountCommand {
  constructor(public readonly userId: number) {}
}

/**
 * Deletes the account for good, in one transaction: the user row (its sessions, entries, goals, saved reports
 * and upload ledger go with it by foreign key) and every outbox event naming the member, then MemberDeleted
 * with the member's file names. The files are deleted right after the commit (and again, idempotently, by the
 * MemberDeleted consumer should this process stop in between). First, billing ends the member's Stripe subscriptions
 * (CloseBillingAccountCommand), so a deleted account is never charged; if Stripe cannot be reached, nothing is deleted.
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand, { success: true }> {
  constructor(
    private readonly outbox: Outbox,
    private readonly uploads: UploadService,
    private readonly commands: CommandBus,
    private readonly sessions: SessionService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ userId }: DeleteAccountCommand): Promise<{ success: true }> {
    await this.commands.execute(new CloseBillingAccountCommand(userId));
    const files = await this.outbox.transactional(async (em, publish, forget) => {
      await refuseLastAdminDeletion(em, userId); // before the row's lock (see there)
      const user = await lockAccount(em, userId);
      if (!user) throw new NotFoundException(MESSAGES.accountNotFound);
      const names = new Set((await em.find(UploadSchema, { user_id: userId })).map((u) => u.name));
      // Anything the ledger might have missed that still points into the uploads folder.
      const images = await em.execute<{ image_url: string }[]>('select image_url from journal_entries where user_id = ? and image_url is not null', [userId]);
      for (const url of [user.profile_image_url, ...images.map((r) => r.image_url)]) {
        const name = uploadNameOf(url);
        if (name) names.add(name);
      }
      const { addresses, proved } = await deleteAccount(em, userId, this.config.sessionSecret);
      // Earlier events about the member (registration with their e-mail, entries, goals, every mail sent to them, sent
      // or not: nothing more goes out to them) are not kept either, found by who they are about; their jobs leave the
      // queues after the commit. After the rows' deletion: a write about them that held a row's lock (a webhook's) has
      // committed by now, and is seen.
      await forget([{ userId }, ...addresses.map((email) => ({ email }))]);
      // Rows written before the outbox recorded who they are about (deleted within a week of their dispatch anyway).
      await em.execute(`delete from outbox_events where payload->>'userId' = ?`, [String(userId)]);
      publish(new MemberDeleted({ userId, files: [...names], provedEmail: proved }));
      return [...names];
    });
    // The account's sessions went with it: its open journal streams close.
    this.sessions.announce(userId);
    await this.uploads.remove(files);
    return { success: true };
  }
}
