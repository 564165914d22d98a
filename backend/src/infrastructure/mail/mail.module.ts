import { Global, Module } from '@nestjs/common';
import { Mailer } from './mailer.js';
import { MailSender } from './mail-sender.js';

@Global()
@Module({ providers: [Mailer, MailSender], exports: [Mailer, MailSender] })
export class MailModule {}
