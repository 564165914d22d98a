import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AuthModule } from '../auth/index.js';
import { ConfirmSubscriptionHandler, SubscribeHandler } from './commands/newsletter.commands.js';
import { NewsletterSubscriberSchema } from './entities/newsletter-subscriber.entity.js';
import { NewsletterController } from './newsletter.controller.js';

/** Newsletter subscribers: double opt-in through a mailed link (token stored hashed, like auth's e-mail links). */
@Module({
  imports: [AuthModule, MikroOrmModule.forFeature([NewsletterSubscriberSchema])],
  controllers: [NewsletterController],
  providers: [SubscribeHandler, ConfirmSubscriptionHandler],
})
export class NewsletterModule {}
