import { applyDecorators, Controller, Delete, Get, HttpCode, Logger, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrorAnswer } from '../../infrastructure/http/api-answers.js';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { IdParam } from '../../infrastructure/http/id-param.js';
import { ApiListPage, BAD_LIST_CURSOR, ListQueryDto, PAGING_TEXT, pageRequest, sendListPage } from '../../infrastructure/http/list-paging.js';
import { ApiBadInput } from '../../infrastructure/http/openapi-finish.js';
import { streamedDownload } from '../../infrastructure/http/streamed-download.js';
import { ExportSubscribersCommand, type SubscribersExported } from './commands/export-subscribers.command.js';
import { CancelSendCommand, EraseSubscriberCommand, SendArticleCommand, SendArticleTestCommand, SendWeeklyNowCommand, SendWeeklyTestCommand } from './commands/newsletter-sends.commands.js';
import { ArticleRecipientsView, ArticlesSentAnswer, ArticlesSentQueryDto, BAD_ARTICLE_IDS, CancelledSendView, CreatedSendView, ErasedView, MailServerView, NewsletterSendView, SubscriberCountsView, SubscriberListDto, SubscriberView, TestSendView, WeeklyPreviewView, WeeklyTestSendView } from './dto/newsletter.dto.js';
import { NEWSLETTER_SEND_MESSAGES } from './newsletter-sends.js';
import { ListSendsQuery, ListSubscribersQuery, SubscriberCountsQuery } from './queries/newsletter-admin.queries.js';
import { WeeklyPreviewQuery } from './queries/weekly-preview.query.js';
import { MailServerQuery } from './queries/mail-server.query.js';
import { ArticleRecipientsQuery } from './queries/article-recipients.query.js';
import { ArticlesSentQuery } from './queries/articles-sent.query.js';
import { TEST_SEND_MESSAGES, TEST_SENDS_PER_HOUR } from './newsletter-test-sends.js';
import { ApiTooManyRequests } from '../../infrastructure/http/too-many-requests.js';
import type { ListPage } from '../../infrastructure/http/list-paging.js';

const ArticleIdPipe = new IdParam(NEWSLETTER_SEND_MESSAGES.articleNotFound);
const SubscriberIdPipe = new IdParam(NEWSLETTER_SEND_MESSAGES.subscriberNotFound);
const SendIdPipe = new IdParam(NEWSLETTER_SEND_MESSAGES.sendNotFound);
const TEST_SENDS_PER_HOUR_TEXT = `${TEST_SENDS_PER_HOUR} test sends (article and digest together) an hour for each staff member`;

/** The answers a test send shares (article and digest): its hourly budget, and no mail server set. */
const ApiTestSendLimits = () =>
  applyDecorators(
    ApiTooManyRequests(`More than ${TEST_SENDS_PER_HOUR_TEXT}; nothing was mailed`, TEST_SEND_MESSAGES.tooMany),
    ApiErrorAnswer(503, 'SMTP_URL is not set, so the test could not reach an inbox; nothing was mailed', TEST_SEND_MESSAGES.noMailServer),
  );

/** The staff side of the newsletter: sends and their figures, the weekly digest on demand, article sends; the subscribers (addresses) for admins. */
@ApiTags('newsletter')
@Controller('api/admin/newsletter')
export class NewsletterAdminController {
  private readonly logger = new Logger('NewsletterExport');
  /**
   * How long the export waits for the reader to take a part (1,000 subscribers) before it cuts the download: a reader
   * who stays connected but stops reading would otherwise keep its transaction and a pooled connection until TCP gives up.
   */
  exportReaderWaitMs = 60_000;

  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get('sends')
  @Access('staff')
  @ApiOperation({ summary: 'The sends, newest first, with recipients, sent, failed, skipped and still pending', description: PAGING_TEXT })
  @ApiListPage(NewsletterSendView)
  @ApiBadInput('limit or before is malformed', BAD_LIST_CURSOR)
  async sends(@Query() dto: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<NewsletterSendView[]> {
    const { limit, before } = pageRequest(dto);
    return sendListPage(res, await this.queries.execute<ListSendsQuery, ListPage<NewsletterSendView>>(new ListSendsQuery(limit, before)));
  }

  @Get('mail-server')
  @Access('staff')
  @ApiOperation({ summary: 'Whether newsletters can go out: without a mail server (SMTP_URL) sends and tests answer 503 and the scheduled digest is skipped' })
  @ApiOkResponse({ type: MailServerView })
  mailServer(): Promise<MailServerView> {
    return this.queries.execute(new MailServerQuery());
  }

  @Get('subscribers/counts')
  @Access('staff', { apiKeys: false })
  @ApiOperation({ summary: 'How many sign-ups are in each status (confirmed: who the next send goes to); figures only, for editors too' })
  @ApiOkResponse({ type: SubscriberCountsView })
  counts(): Promise<SubscriberCountsView> {
    return this.queries.execute(new SubscriberCountsQuery());
  }

  @Get('subscribers')
  @Access('admin', { apiKeys: false })
  @ApiOperation({
    summary: 'Subscribers with their status, newest first (status and address words filter on the server); admins only, like the CSV export',
    description: `${PAGING_TEXT} q matches parts of the address. The addresses are personal data: editors see the sends' figures, not the list.`,
  })
  @ApiListPage(SubscriberView)
  @ApiBadInput('limit, before, q or status is malformed', BAD_LIST_CURSOR)
  async subscribers(@Query() dto: SubscriberListDto, @Res({ passthrough: true }) res: Response): Promise<SubscriberView[]> {
    const { limit, before, q } = pageRequest(dto);
    return sendListPage(res, await this.queries.execute<ListSubscribersQuery, ListPage<SubscriberView>>(new ListSubscribersQuery(limit, before, q, dto.status)));
  }

  @Get('subscribers/export')
  @Access('admin', { apiKeys: false })
  @ApiOperation({
    summary: 'Every subscriber as CSV (email, status, created_at, confirmed_at, unsubscribed_at); audited newsletter.export',
    description: 'Oldest sign-up first, written as it is read (1,000 at a time, all as the list stood when the download began).',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV, one subscriber a line, with a header line', content: { 'text/csv': { schema: { type: 'string' } } } })
  async export(@Res() res: Response): Promise<void> {
    // Written as it is read (ExportSubscribersHandler). Until the first part is written a failure is an ordinary error
    // answer; after it, the download is cut short. A reader who goes, or takes nothing for exportReaderWaitMs (the
    // download is then cut), stops the export at its next part.
    const write = streamedDownload(res, {
      readerWaitMs: this.exportReaderWaitMs,
      onStall: () => this.logger.warn(`the subscribers' export stopped: the reader took nothing for ${this.exportReaderWaitMs} ms`),
      start: () => res.status(200).type('text/csv; charset=utf-8').setHeader('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"'),
    });
    try {
      await this.commands.execute<ExportSubscribersCommand, SubscribersExported>(new ExportSubscribersCommand(write));
      res.end();
    } catch (error) {
      if (!res.headersSent) throw error;
      this.logger.warn(`the subscribers' export stopped: ${String(error)}`);
      res.destroy();
    }
  }

  @Delete('subscribers/:id')
  @Access('admin', { apiKeys: false })
  @ApiOperation({ summary: 'Erase a subscriber for good (a request to be forgotten): the address, its sign-up and its deliveries; audited newsletter.erase, by id only' })
  @ApiOkResponse({ type: ErasedView })
  @ApiErrorAnswer(404, 'No such subscriber', NEWSLETTER_SEND_MESSAGES.subscriberNotFound)
  erase(@Param('id', SubscriberIdPipe) id: number): Promise<ErasedView> {
    return this.commands.execute(new EraseSubscriberCommand(id));
  }

  @Post('weekly')
  @Access('staff', { apiKeys: false })
  @ApiOperation({
    summary: "Send the weekly digest now: the articles published since the last digest, to every confirmed subscriber (audited)",
    description:
      "Takes this week's digest if none is under way or sent yet, else next week's (so the schedule does not send it again); a week whose digest failed or was stopped can be sent again. " +
      'It lists the articles published since the last digest that reached readers (sent, under way, or delivered to some), at most two weeks back.',
  })
  @ApiCreatedResponse({ type: CreatedSendView })
  @ApiErrorAnswer(409, 'Nothing new since the last digest that reached readers, or this and next week are already sent (or under way); nothing was sent', NEWSLETTER_SEND_MESSAGES.nothingNew)
  @ApiErrorAnswer(503, 'SMTP_URL is not set, so the digest could reach nobody; nothing was sent or stored', NEWSLETTER_SEND_MESSAGES.noMailServer)
  weekly(@CurrentUser() user: AuthUser): Promise<CreatedSendView> {
    return this.commands.execute(new SendWeeklyNowCommand(user.id));
  }

  @Get('weekly/preview')
  @Access('staff', { apiKeys: false })
  @ApiOperation({
    summary: 'The weekly digest exactly as "send now" would mail it at this moment: subject, preheader, HTML, text and its articles',
    description: "The same rendering as the send; its unsubscribe link is the page without a token. Reads only: nothing is sent or stored, and the next digest's window does not move.",
  })
  @ApiOkResponse({ type: WeeklyPreviewView })
  @ApiErrorAnswer(409, 'Nothing to send: the send would answer the same (nothing new since the last digest, or this and next week are already sent)', NEWSLETTER_SEND_MESSAGES.nothingNew)
  weeklyPreview(): Promise<WeeklyPreviewView> {
    return this.queries.execute(new WeeklyPreviewQuery());
  }

  @Post('weekly/test')
  @HttpCode(200)
  @Access('staff', { apiKeys: false })
  @ApiOperation({
    summary: 'Mail the weekly digest that "send now" would send to the signed-in staff member only, marked [Test] (audited newsletter.weekly-test)',
    description: `Nothing is stored for the digest (no send; its window does not move). The unsubscribe link is the page without a token, so it unsubscribes nobody. At most ${TEST_SENDS_PER_HOUR_TEXT}.`,
  })
  @ApiOkResponse({ type: WeeklyTestSendView })
  @ApiErrorAnswer(409, 'Nothing to send, as the send would answer; nothing was mailed', NEWSLETTER_SEND_MESSAGES.nothingNew)
  @ApiTestSendLimits()
  weeklyTest(@CurrentUser() user: AuthUser): Promise<WeeklyTestSendView> {
    return this.commands.execute(new SendWeeklyTestCommand({ id: user.id, email: user.email }));
  }

  @Post('articles/:id/test')
  @HttpCode(200)
  @Access('staff', { apiKeys: false })
  @ApiOperation({ summary: "Mail the article's newsletter to the signed-in staff member only, marked [Test] (audited)", description: `At most ${TEST_SENDS_PER_HOUR_TEXT}.` })
  @ApiOkResponse({ type: TestSendView })
  @ApiErrorAnswer(404, 'No such article', NEWSLETTER_SEND_MESSAGES.articleNotFound)
  @ApiErrorAnswer(409, 'The article is not published', NEWSLETTER_SEND_MESSAGES.notPublished)
  @ApiTestSendLimits()
  test(@Param('id', ArticleIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<TestSendView> {
    return this.commands.execute(new SendArticleTestCommand(id, { id: user.id, email: user.email }));
  }

  @Get('articles/sent')
  @Access('staff', { apiKeys: false })
  @ApiOperation({
    summary: "Which of the articles asked about went out as a newsletter, or are going out, and when (the Website tab's 'Sent as newsletter'); reads only",
    description: 'Ids that are no article, or an article never sent, are left out, as is one whose send failed or was stopped (it can be sent again).',
  })
  @ApiOkResponse({ type: ArticlesSentAnswer })
  @ApiBadInput('ids is missing or malformed', BAD_ARTICLE_IDS)
  async sent(@Query() query: ArticlesSentQueryDto): Promise<ArticlesSentAnswer> {
    return { sent: await this.queries.execute(new ArticlesSentQuery(query.ids)) };
  }

  @Get('articles/:id/recipients')
  @Access('staff', { apiKeys: false })
  @ApiOperation({
    summary: 'How many confirmed subscribers a send of the article made now would go to (its confirm question says it); reads only',
    description: 'Every confirmed subscriber; after a send of the article failed or was stopped (resend: true), only those it did not reach, as the send decides.',
  })
  @ApiOkResponse({ type: ArticleRecipientsView })
  @ApiErrorAnswer(404, 'No such article', NEWSLETTER_SEND_MESSAGES.articleNotFound)
  recipients(@Param('id', ArticleIdPipe) id: number): Promise<ArticleRecipientsView> {
    return this.queries.execute(new ArticleRecipientsQuery(id));
  }

  @Post('articles/:id/send')
  @Access('staff', { apiKeys: false })
  @ApiOperation({
    summary: 'Send a published article to every confirmed subscriber, once per article (audited)',
    description:
      'After a send of the article failed or was stopped, it can be sent again: to the confirmed subscribers it did not reach (nobody gets it twice). ' +
      'One send of an article is under way or done at a time, however many clicks.',
  })
  @ApiCreatedResponse({ type: CreatedSendView })
  @ApiErrorAnswer(404, 'No such article', NEWSLETTER_SEND_MESSAGES.articleNotFound)
  @ApiErrorAnswer(409, 'The article is not published, a send of it is under way or done, or every confirmed subscriber already has it; nothing was sent', NEWSLETTER_SEND_MESSAGES.alreadySent)
  @ApiErrorAnswer(503, 'SMTP_URL is not set, so the newsletter could reach nobody; nothing was sent or stored', NEWSLETTER_SEND_MESSAGES.noMailServer)
  send(@Param('id', ArticleIdPipe) id: number, @CurrentUser() user: AuthUser): Promise<CreatedSendView> {
    return this.commands.execute(new SendArticleCommand(id, user.id));
  }

  @Post('sends/:id/cancel')
  @HttpCode(200)
  @Access('staff', { apiKeys: false })
  @ApiOperation({
    summary: 'Stop a send under way: its deliveries still pending are skipped and it is cancelled (audited newsletter.cancel)',
    description: 'A mail already handed to the mail server still goes. Cancelling a cancelled send answers the same.',
  })
  @ApiOkResponse({ type: CancelledSendView })
  @ApiErrorAnswer(404, 'No such send', NEWSLETTER_SEND_MESSAGES.sendNotFound)
  @ApiErrorAnswer(409, 'The send has already ended (sent, failed or empty); nothing changed', NEWSLETTER_SEND_MESSAGES.sendFinished)
  cancel(@Param('id', SendIdPipe) id: number): Promise<CancelledSendView> {
    return this.commands.execute(new CancelSendCommand(id));
  }
}
