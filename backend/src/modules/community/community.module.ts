import { Module, type OnModuleInit } from '@nestjs/common';
import { UploadUses } from '../../infrastructure/storage/upload-uses.js';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { GoalSchema } from './entities/goal.entity.js';
import { JournalEntrySchema } from './entities/journal-entry.entity.js';
import { SavedReportSchema } from './entities/saved-report.entity.js';
import { AuthModule } from '../auth/index.js';
import { CreateEntryHandler, DeleteEntryHandler, UpdateEntryHandler, UploadJournalImageHandler } from './commands/journal.commands.js';
import { ArchiveGoalHandler, SetGoalHandler, UpdateGoalHandler } from './commands/goals.commands.js';
import { RemoveSavedReportHandler, SaveReportHandler } from './commands/library.commands.js';
import { DeleteAccountHandler, UpdateProfileHandler, UploadProfileImageHandler, UpgradeHandler } from './commands/profile.commands.js';
import { RemoveMemberFilesHandler } from './events/remove-member-files.handler.js';
import { PremiumFollowsSubscriptionHandler } from './events/premium-follows-subscription.handler.js';
import { SavedReportsFollowReplacement } from './events/saved-reports-follow.handler.js';
import { GoalsController } from './goals.controller.js';
import { JournalController } from './journal.controller.js';
import { LibraryController } from './library.controller.js';
import { ProfileController } from './profile.controller.js';
import { PurgeOldRemovalsHandler } from './commands/retention.commands.js';
import { CommunityRetention } from './events/retention.handler.js';
import { CurrentGoalsHandler, GoalHistoryHandler } from './queries/goals.queries.js';
import { JournalMonthsHandler, JournalPageHandler } from './queries/journal-list.queries.js';
import { JournalEntryHandler } from './queries/journal-entry.queries.js';
import { LibraryPageHandler, SavedReportHandler } from './queries/library.queries.js';
import { SavedContentHandler } from './queries/saved-content.queries.js';
import { GetProfileHandler } from './queries/profile.queries.js';
import { MemberEntriesPageHandler, MemberGoalsAndReportsHandler } from './queries/member-data.queries.js';
import { MemberActivityHandler, MemberEntryHandler, RecentEntriesHandler, MemberEntriesSinceHandler, WritersAmongHandler } from './queries/member-entries.queries.js';

/** The members' area: journal, goals, profile and library (each member reaches only their own rows). */
@Module({
  imports: [AuthModule, MikroOrmModule.forFeature([JournalEntrySchema, GoalSchema, SavedReportSchema])],
  controllers: [JournalController, GoalsController, ProfileController, LibraryController],
  providers: [
    PurgeOldRemovalsHandler,
    CommunityRetention,
    CreateEntryHandler,
    UpdateEntryHandler,
    DeleteEntryHandler,
    UploadJournalImageHandler,
    JournalPageHandler,
    SavedContentHandler,
    JournalMonthsHandler,
    JournalEntryHandler,
    SetGoalHandler,
    ArchiveGoalHandler,
    UpdateGoalHandler,
    CurrentGoalsHandler,
    GoalHistoryHandler,
    UpgradeHandler,
    UpdateProfileHandler,
    UploadProfileImageHandler,
    DeleteAccountHandler,
    GetProfileHandler,
    MemberEntriesPageHandler,
    MemberGoalsAndReportsHandler,
    SaveReportHandler,
    RemoveSavedReportHandler,
    LibraryPageHandler,
    SavedReportHandler,
    RemoveMemberFilesHandler,
    PremiumFollowsSubscriptionHandler,
    SavedReportsFollowReplacement,
    MemberActivityHandler,
    MemberEntryHandler,
    WritersAmongHandler,
    RecentEntriesHandler,
    MemberEntriesSinceHandler,
  ],
})
export class CommunityModule implements OnModuleInit {
  constructor(private readonly uploads: UploadUses) {}

  /** A journal entry's photo is its owner's alone, whether the entry is private or not (nothing shows a member's entries to anyone else). */
  onModuleInit(): void {
    this.uploads.register({ name: 'journal entries', kind: 'member', shows: () => 'false', hides: (url) => `exists (select 1 from journal_entries e where e.image_url = ${url})` });
  }
}
