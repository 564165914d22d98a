import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ListQueryDto } from '../../../infrastructure/http/list-paging.js';
import { IdListQuery } from '../../../infrastructure/http/id-list.js';
import { EmailField, TokenField } from '../../auth/index.js';

const UNSUBSCRIBE_INVALID = 'This unsubscribe link is not valid. Use the link at the bottom of a newsletter.';

export class SubscribeDto {
  @EmailField()
  email!: string;
}

export class ConfirmSubscriptionDto {
  @TokenField()
  token!: string;
}

export class NewsletterMessage {
  @ApiProperty() message!: string;
}

/** GET /api/newsletter/unsubscribe asked for JSON (the SPA's /newsletter/unsubscribe): the link is one of ours, and whether its address is already off the list. */
export class UnsubscribeLinkView {
  @ApiProperty({ enum: [true], description: 'Always true: a link that is not valid is refused (400) with the words the page shows instead of its button' })
  valid!: true;

  @ApiProperty({
    description:
      'The address is already unsubscribed (or its sign-up is gone): the page says so, with the way to sign up again, instead of asking again. ' +
      'False: the page offers its Unsubscribe button.',
  })
  unsubscribed!: boolean;
}

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const BAD_SUBSCRIBER_STATUS = `status must be one of ${SUBSCRIBER_STATUSES.join(', ')}.`;

export class UnsubscribeQueryDto {
  @ApiProperty({ description: 'The token of the link in the newsletter (the subscriber id and its signature)', example: '42.' + 'A'.repeat(43), maxLength: 60 })
  @IsString({ message: UNSUBSCRIBE_INVALID })
  @MaxLength(60, { message: UNSUBSCRIBE_INVALID })
  token!: string;
}

/** GET /api/admin/newsletter/subscribers: a page of subscribers, newest first, by status and address. */
export class SubscriberListDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: SUBSCRIBER_STATUSES, description: 'Only subscribers with this status' })
  @IsOptional()
  @IsIn(SUBSCRIBER_STATUSES, { message: BAD_SUBSCRIBER_STATUS })
  status?: SubscriberStatus;
}

/** How many sign-ups are in each status: figures, no addresses (editors see them too). */
export class SubscriberCountsView {
  @ApiProperty({ example: 4213, description: 'Confirmed: the next send goes to them' }) confirmed!: number;
  @ApiProperty({ example: 37, description: 'Signed up, confirmation link not opened yet' }) pending!: number;
  @ApiProperty({ example: 120 }) unsubscribed!: number;
  @ApiProperty({ example: 9, description: 'The address refuses mail' }) bounced!: number;
}

export class SubscriberView {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'pat@example.com' }) email!: string;
  @ApiProperty({ enum: SUBSCRIBER_STATUSES }) status!: SubscriberStatus;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) confirmed_at!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) unsubscribed_at!: string | null;
}

export class SubscriberCounts {
  @ApiProperty() pending!: number;
  @ApiProperty() confirmed!: number;
  @ApiProperty() unsubscribed!: number;
}

export const SEND_STATUSES = ['sending', 'sent', 'empty', 'failed', 'cancelled'] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

export class NewsletterSendView {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ enum: ['weekly', 'article'] }) kind!: 'weekly' | 'article';
  @ApiProperty() subject!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The article of an article send' }) article_id!: number | null;
  @ApiProperty({
    enum: SEND_STATUSES,
    description: 'empty: a week with no new article (nothing was sent); failed: the mail server refused the message itself for good (see failure); cancelled: staff stopped it',
  })
  status!: SendStatus;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) finished_at!: string | null;
  @ApiProperty({ description: 'Confirmed subscribers when the send was made' }) recipients!: number;
  @ApiProperty() sent!: number;
  @ApiProperty({ description: 'Refused by the mail server, or interrupted while handed over (never sent twice)' }) failed!: number;
  @ApiProperty({ description: 'Not sent to: unsubscribed before their turn came, or the send was stopped or failed first' }) skipped!: number;
  @ApiProperty({ description: 'Still to send' }) pending!: number;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Since when the send waits for the mail server (it refused for now); null while it flows' })
  paused_at!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "Why the send waits, in staff's words with the mail server's reply: for now (it goes on by itself), or the server refuses this site's mail (check MAIL_FROM and SMTP_URL). It is tried again every minute",
  })
  paused_reason!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why a failed send failed, in staff\'s words with the mail server\'s reply; null otherwise' })
  failure!: string | null;
}

export class CreatedSendView {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ enum: ['sending', 'empty'] }) status!: 'sending' | 'empty';
  @ApiProperty({ description: 'Confirmed subscribers the send goes to' }) recipients!: number;
}

export class ArticleRecipientsView {
  @ApiProperty({ example: 40, description: 'Confirmed subscribers a send of the article made now would go to (after a send that failed or was stopped: those it did not reach)' })
  recipients!: number;

  @ApiProperty({ description: 'A send of the article failed or was stopped before: a new one goes only to the confirmed subscribers it did not reach' })
  resend!: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "When the article's send that went out (or is still going out) began: another send is refused (409) and recipients is 0. Null when it can be sent.",
  })
  sent_at!: Date | null;
}

/** The Website tab asks about at most this many articles at once (the six theme cards, or a page of its article list). */
export const ARTICLES_SENT_MAX_IDS = 50;
export const BAD_ARTICLE_IDS = `ids must be 1 to ${ARTICLES_SENT_MAX_IDS} article ids (whole numbers) separated by commas`;

/** `ids=3,7,12`: the articles whose newsletter state the Website tab shows. */
export class ArticlesSentQueryDto {
  @ApiProperty({ type: String, example: '3,7,12', description: `1 to ${ARTICLES_SENT_MAX_IDS} article ids separated by commas` })
  @IdListQuery(ARTICLES_SENT_MAX_IDS, BAD_ARTICLE_IDS)
  ids!: number[];
}

export class ArticleSentView {
  @ApiProperty({ example: 12 }) article_id!: number;
  @ApiProperty({ type: String, format: 'date-time', description: "When the article's send began" }) sent_at!: Date;
  @ApiProperty({ enum: ['sending', 'sent'], description: 'sending: still going out; sent: done' }) status!: 'sending' | 'sent';
}

export class ArticlesSentAnswer {
  @ApiProperty({
    type: [ArticleSentView],
    description: 'The articles asked about whose send went out or is going out (another is refused), oldest id first; an article not sent, or whose send failed or was stopped (it can be sent again), is left out',
  })
  sent!: ArticleSentView[];
}

export class CancelledSendView {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ enum: ['cancelled'] }) status!: 'cancelled';
  @ApiProperty({ description: 'Deliveries this call skipped (0 when the send was already cancelled)' }) skipped!: number;
}

export class TestSendView {
  @ApiProperty({ description: 'The address the test went to (the signed-in staff member\'s)' }) to!: string;
}

export class ErasedView {
  @ApiProperty({ enum: [true] }) success!: true;
}

export class DigestArticleView {
  @ApiProperty({ example: 14 }) id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'The article page the mail links to', example: 'https://flying50.example.com/article/hill-repeats-after-fifty' }) url!: string;
  @ApiProperty({ format: 'date-time' }) published_at!: string;
}

/** GET /api/admin/newsletter/weekly/preview: the weekly digest exactly as "send now" would mail it at this moment. */
export class WeeklyPreviewView {
  @ApiProperty({ example: 'Flying@50 this week: 3 new articles (27 November 2026)' }) subject!: string;
  @ApiProperty({ description: 'The line mail programs show after the subject' }) preheader!: string;
  @ApiProperty({ description: "The mail's HTML, as sent; its unsubscribe link is the page without a token (it unsubscribes nobody)" }) html!: string;
  @ApiProperty({ description: 'The plain-text part, as sent (the same unsubscribe page)' }) text!: string;
  @ApiProperty({ format: 'date-time', description: 'The digest lists the articles published after this moment (the end of the previous digest, at most two weeks back)' })
  window_start!: string;
  @ApiProperty({ format: 'date-time', description: '... up to this one (now)' }) window_end!: string;
  @ApiProperty({ type: [DigestArticleView], description: 'The articles it holds, newest first, as the mail lists them' }) articles!: DigestArticleView[];
}

export class WeeklyTestSendView {
  @ApiProperty({ description: "The address the test went to (the signed-in staff member's)" }) to!: string;
  @ApiProperty({ description: 'How many articles the digest holds', example: 3 }) articles!: number;
}

/** GET /api/admin/newsletter/mail-server: whether newsletters can go out (a mail server is set up). */
export class MailServerView {
  @ApiProperty({ description: 'A mail server is set up (SMTP_URL): sends, tests and the scheduled digest can go out' }) ready!: boolean;
  @ApiProperty({ type: String, nullable: true, description: "Why nothing can be sent, in staff's words (names SMTP_URL); null when ready" }) problem!: string | null;
}
