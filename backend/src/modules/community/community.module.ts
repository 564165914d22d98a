import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { GoalSchema } from './entities/goal.entity.js';
import { JournalEntrySchema } from './entities/journal-entry.entity.js';
import { SavedReportSchema } from './entities/saved-report.entity.js';
import { AuthModule } from '../auth/auth.module.js';
import { CreateEntryHandler, DeleteEntryHandler, UpdateEntryHandler, UploadJournalImageHandler } from './commands/journal.commands.js';
import { ArchiveGoalHandler, SetGoalHandler, UpdateGoalHandler } from './commands/goals.commands.js';
import { RemoveSavedReportHandler, SaveReportHandler } from './commands/library.commands.js';
import { DeleteAccountHandler, UpdateProfileHandler, UploadProfileImageHandler, UpgradeHandler } from './commands/profile.commands.js';
import { RemoveMemberFilesHandler } from './events/remove-member-files.handler.js';
import { PremiumFollowsSubscriptionHandler } from './events/premium-follows-subscription.handler.js';
import { GoalsController } from './goals.controller.js';
import { JournalController } from './journal.controller.js';
import { LibraryController } from './library.controller.js';
import { MemberFiles } from './member-files.js';
import { ProfileController } from './profile.controller.js';
import { CurrentGoalsHandler, GoalHistoryHandler } from './queries/goals.queries.js';
import { JournalMonthsHandler, JournalPageHandler } from './queries/journal-list.queries.js';
import { JournalLibraryHandler, LibraryHandler } from './queries/library.queries.js';
import { GetProfileHandler } from './queries/profile.queries.js';

/** The members' area: journal, goals, profile and library (each member reaches only their own rows). */
@Module({
  imports: [AuthModule, MikroOrmModule.forFeature([JournalEntrySchema, GoalSchema, SavedReportSchema])],
  controllers: [JournalController, GoalsController, ProfileController, LibraryController],
  providers: [
    MemberFiles,
    CreateEntryHandler,
    UpdateEntryHandler,
    DeleteEntryHandler,
    UploadJournalImageHandler,
    JournalPageHandler,
    JournalMonthsHandler,
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
    SaveReportHandler,
    RemoveSavedReportHandler,
    LibraryHandler,
    JournalLibraryHandler,
    RemoveMemberFilesHandler,
    PremiumFollowsSubscriptionHandler,
  ],
})
export class CommunityModule {}
