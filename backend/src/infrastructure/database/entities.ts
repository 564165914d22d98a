import { UserSchema } from '../../modules/auth/entities/user.entity.js';
import { SessionSchema } from '../../modules/auth/entities/session.entity.js';
import { ActivitySchema } from '../../modules/analytics/entities/activity.entity.js';
import { OutboxEventSchema } from '../queue/outbox-event.entity.js';
import { ContentGenerationSchema } from '../../modules/content/entities/content-generation.entity.js';

/** Every entity of the application. */
export const entities = [UserSchema, SessionSchema, OutboxEventSchema, ActivitySchema, ContentGenerationSchema];
