import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AuthModule } from '../auth/index.js';
import { ConfirmSubscriptionHandler, SubscribeHandler } from './commands/newsletter.commands.js';
import { ExportSubscribersHandler } from './commands/export-subscribers.command.js';
import {
  CancelSendHandler,
  EraseLeaverAddressHandler,
  EraseSubscriberHandler,
  SendArticleHandler,
  SendArticleTestHandler,
  SendWeeklyNowHandler,
  SendWeeklyTestHandler,
  UnsubscribeHandler,
} from './commands/newsletter-sends.commands.js';
import { NewsletterSubscriberSchema } from './entities/newsletter-subscriber.entity.js';
import { WeeklyDigestJob } from './jobs/weekly-digest.job.js';
import { NewsletterAdminController } from './newsletter-admin.controller.js';
import { NewsletterController } from './newsletter.controller.js';
import { NewsletterWebCopyController } from './newsletter-web-copy.controller.js';
import { NewsletterArchiveController } from './newsletter-archive.controller.js';
import { NewsletterArchiveHandler } from './queries/issue-archive.query.js';
import { NewsletterArchiveCacheEvents } from './events/archive-cache.handler.js';
import { WebCopyHandler } from './queries/web-copy.query.js';
import { NewsletterDelivery } from './newsletter-delivery.js';
import { NewsletterSends } from './newsletter-sends.js';
import { NewsletterTestSends } from './newsletter-test-sends.js';
import { WeeklyPreviewHandler } from './queries/weekly-preview.query.js';
import { UnsubscribeLinkHandler } from './queries/unsubscribe-link.query.js';
import { MailServerHandler } from './queries/mail-server.query.js';
import { ArticleRecipientsHandler } from './queries/article-recipients.query.js';
import { ArticlesSentHandler } from './queries/articles-sent.query.js';
import { ListSendsHandler, ListSubscribersHandler, SubscriberCountsHandler } from './queries/newsletter-admin.queries.js';
import { NewsletterDeliveriesOfHandler, NewsletterSignupOfHandler } from './queries/member-data.queries.js';
import { FollowAddress, SignupFollowsAddressHandler } from './events/follow-address.handler.js';
import { ForgetLeaverAddress } from './events/forget-leaver.handler.js';
import { PurgeOldSignupsHandler } from './commands/retention.commands.js';
import { NewsletterRetention } from './events/retention.handler.js';

/**
 * Newsletter: double opt-in sign-up through a mailed link (token stored hashed, like auth's e-mail links), one-click
 * unsubscribe, the weekly digest and article sends delivered per recipient at NEWSLETTER_RATE_PER_MINUTE, each send's
 * public web copy (GET /newsletter/issues/{token}) and the archive listing them (/newsletter), staff views.
 */
@Module({
  imports: [AuthModule, MikroOrmModule.forFeature([NewsletterSubscriberSchema])],
  controllers: [NewsletterController, NewsletterAdminController, NewsletterWebCopyController, NewsletterArchiveController],
  providers: [
    SubscribeHandler,
    ConfirmSubscriptionHandler,
    UnsubscribeHandler,
    UnsubscribeLinkHandler,
    ArticleRecipientsHandler,
    ArticlesSentHandler,
    SendWeeklyNowHandler,
    SendWeeklyTestHandler,
    SendArticleHandler,
    SendArticleTestHandler,
    CancelSendHandler,
    EraseSubscriberHandler,
    EraseLeaverAddressHandler,
    ExportSubscribersHandler,
    ListSendsHandler,
    ListSubscribersHandler,
    SubscriberCountsHandler,
    WeeklyPreviewHandler,
    MailServerHandler,
    WebCopyHandler,
    NewsletterArchiveHandler,
    NewsletterArchiveCacheEvents,
    NewsletterSignupOfHandler,
    NewsletterDeliveriesOfHandler,
    FollowAddress,
    SignupFollowsAddressHandler,
    ForgetLeaverAddress,
    NewsletterSends,
    NewsletterTestSends,
    NewsletterDelivery,
    WeeklyDigestJob,
    PurgeOldSignupsHandler,
    NewsletterRetention,
  ],
})
export class NewsletterModule {}
