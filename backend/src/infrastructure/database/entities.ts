import { UserSchema } from '../../modules/auth/entities/user.entity.js';
import { SessionSchema } from '../../modules/auth/entities/session.entity.js';
import { ActivitySchema } from '../../modules/analytics/entities/activity.entity.js';
import { OutboxEventSchema } from '../queue/outbox-event.entity.js';
import { ContentGenerationSchema } from '../../modules/content/entities/content-generation.entity.js';
import { UploadSchema } from '../storage/upload.entity.js';
import { JournalEntrySchema } from '../../modules/community/entities/journal-entry.entity.js';
import { GoalSchema } from '../../modules/community/entities/goal.entity.js';
import { SavedReportSchema } from '../../modules/community/entities/saved-report.entity.js';
import { PremiumContentSchema } from '../../modules/premium/entities/premium-content.entity.js';

/** Every entity of the application. */
export const entities = [UserSchema, SessionSchema, OutboxEventSchema, ActivitySchema, ContentGenerationSchema,
  UploadSchema, JournalEntrySchema, GoalSchema, SavedReportSchema, PremiumContentSchema];
