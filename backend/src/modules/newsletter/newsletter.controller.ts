import { BadRequestException, Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiExtraModels, getSchemaPath, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Access } from '../../infrastructure/http/access.js';
import { ConfirmSubscriptionCommand, NEWSLETTER_MESSAGES, SubscribeCommand } from './commands/newsletter.commands.js';
import { ConfirmSubscriptionDto, NewsletterMessage, SubscribeDto, UnsubscribeLinkView, UnsubscribeQueryDto } from './dto/newsletter.dto.js';
import { UNSUBSCRIBE_MESSAGES, UnsubscribeCommand } from './commands/newsletter-sends.commands.js';
import { NewsletterPageErrors, subscribeDonePage, subscribeErrorPage, unsubscribeAlreadyPage, unsubscribeAskPage, unsubscribeDonePage, unsubscribeErrorPage, wantsPage } from './newsletter-pages.js';
import { TakesUrlencodedForm } from '../../infrastructure/http/body-types.js';
import { UnsubscribeLinkQuery, type UnsubscribeLinkState } from './queries/unsubscribe-link.query.js';
import { clientAddress } from '../../infrastructure/http/client-address.js';
import { SignedLinkRoute } from '../../infrastructure/http/signed-link-route.js';
import { errorContent } from '../../infrastructure/http/openapi-finish.js';

/** The refusal of an unsubscribe link that is not ours (or was signed under an earlier SESSION_SECRET), as `answer` says. */
const invalidLink = (answer: string) =>
  ApiBadRequestResponse({
    description: `An unsubscribe link that is not valid (not signed by this site, or under an earlier SESSION_SECRET): ${answer}`,
    content: { ...errorContent(400, UNSUBSCRIBE_MESSAGES.invalid), 'text/html': { schema: { type: 'string' } } },
  });

/** The magazine's newsletter sign-up (double opt-in). */
@ApiTags('newsletter')
@ApiExtraModels(NewsletterMessage, UnsubscribeLinkView)
@Controller('api/newsletter')
export class NewsletterController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Post('subscribe')
  @Access('public')
  // The magazine's sign-up form posts here as a plain HTML form (method post) when the app's script is not running yet.
  @TakesUrlencodedForm()
  @UseFilters(new NewsletterPageErrors(subscribeErrorPage))
  @ApiOperation({
    summary: 'Sign an address up: stored as pending, a confirmation link (/newsletter/confirm?token=…) is mailed',
    description:
      'The answer is the same for every valid address, new or already on the list, so it says nothing about who is subscribed. ' +
      'A pending address is mailed a new link (the older one stops working); a confirmed address is left as it is and mailed that it is already subscribed. ' +
      "The body is JSON, or the urlencoded form (email=…) of the magazine's sign-up form posted before (or without) the app's script: " +
      'the same field, checks and limits; a browser posting it (Accept text/html) gets a small page with the answer or the refusal, in the same words. ' +
      'Like every write, it is refused from another site (403); and a form posted from elsewhere could do no more than this public JSON route: ' +
      "it signs up a pending address that must still confirm by mail (double opt-in), and touches nothing of a signed-in person's.",
  })
  @ApiCreatedResponse({
    description: `${NEWSLETTER_MESSAGES.subscribed} (JSON; a page when a browser posts the urlencoded form, its refusals too)`,
    content: {
      'application/json': { schema: { $ref: getSchemaPath(NewsletterMessage) } },
      'text/html': { schema: { type: 'string' } },
    },
  })
  @ApiBadRequestResponse({ description: 'Not a valid e-mail address' })
  @ApiTooManyRequestsResponse({ description: NEWSLETTER_MESSAGES.tooMany })
  async subscribe(@Body() dto: SubscribeDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const message = await this.commands.execute<SubscribeCommand, string>(new SubscribeCommand(dto.email, clientAddress(req)));
    if (wantsPage(req)) {
      res.status(201).type('text/html; charset=utf-8').send(subscribeDonePage(message));
      return;
    }
    res.status(201).json({ message });
  }

  @Post('confirm')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: 'Confirm a subscription with the token of the mailed link (once)' })
  @ApiOkResponse({ type: NewsletterMessage, description: NEWSLETTER_MESSAGES.confirmed })
  @ApiBadRequestResponse({ description: NEWSLETTER_MESSAGES.invalid })
  async confirm(@Body() dto: ConfirmSubscriptionDto): Promise<NewsletterMessage> {
    return { message: await this.commands.execute(new ConfirmSubscriptionCommand(dto.token)) };
  }

  @Get('unsubscribe')
  @Access('public')
  @UseFilters(new NewsletterPageErrors(unsubscribeErrorPage))
  @ApiOperation({
    summary: 'The List-Unsubscribe address opened in a browser (mail programs without one-click do that): a page with one Unsubscribe button',
    description:
      'Opening it changes nothing (link checkers and previews open links); its button posts the one-click body to the POST below, which then answers a page. ' +
      `A link whose address is already off the list (unsubscribed before, or its sign-up gone) gets a page saying "${UNSUBSCRIBE_MESSAGES.already}" ` +
      'with the way to sign up again, instead of the button. ' +
      'A link that is not valid gets a page saying so, without the button; every refusal here is a page (JSON for a client that asks for JSON rather than HTML). ' +
      "A client that asks for JSON rather than HTML (the app's /newsletter/unsubscribe, before it offers its button) gets { valid: true, unsubscribed } for a valid link, " +
      'so the app and this page decide alike.',
  })
  @ApiOkResponse({
    description: 'The page (HTML) asking to confirm, or saying the address is already unsubscribed; { valid: true, unsubscribed } (JSON) for a client that asks for JSON',
    content: {
      'text/html': { schema: { type: 'string' } },
      'application/json': { schema: { $ref: getSchemaPath(UnsubscribeLinkView) } },
    },
  })
  @invalidLink(`a page saying "${UNSUBSCRIBE_MESSAGES.invalid}", without the button (JSON for a client that asks for JSON)`)
  async unsubscribePage(@Query() dto: UnsubscribeQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const state = await this.queries.execute<UnsubscribeLinkQuery, UnsubscribeLinkState>(new UnsubscribeLinkQuery(dto.token));
    if (state === 'invalid') throw new BadRequestException(UNSUBSCRIBE_MESSAGES.invalid);
    if (!wantsPage(req)) {
      const answer: UnsubscribeLinkView = { valid: true, unsubscribed: state === 'unsubscribed' };
      res.status(200).json(answer);
      return;
    }
    res
      .status(200)
      .type('text/html; charset=utf-8')
      .send(state === 'unsubscribed' ? unsubscribeAlreadyPage(UNSUBSCRIBE_MESSAGES.already) : unsubscribeAskPage(dto.token));
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @Access('public')
  // Mail programs post here from their own sites (Origin: https://mail.yahoo.com, null ...): the signed token authorises it.
  @SignedLinkRoute()
  @UseFilters(new NewsletterPageErrors(unsubscribeErrorPage))
  @ApiOperation({
    summary: 'Unsubscribe at once, no sign-in: the one-click POST of RFC 8058 (List-Unsubscribe-Post) and the button of /newsletter/unsubscribe',
    description:
      'The token is in the address (the List-Unsubscribe header and the link in every newsletter carry it). Mail programs send the body ' +
      '"List-Unsubscribe=One-Click" as a multipart or urlencoded form, which this route takes (and never reads), from any origin (the token, ' +
      'not a cookie, authorises it). Unsubscribing twice answers the same.',
  })
  @ApiOkResponse({
    description: `${UNSUBSCRIBE_MESSAGES.done} (JSON; a page when a browser posts the form of the GET page: urlencoded and Accept text/html, its refusals too)`,
    content: {
      'application/json': { schema: { $ref: getSchemaPath(NewsletterMessage) } },
      'text/html': { schema: { type: 'string' } },
    },
  })
  @invalidLink('JSON, or a page saying so when a browser posts the form of the GET page')
  async unsubscribe(@Query() dto: UnsubscribeQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const message = await this.commands.execute<UnsubscribeCommand, string>(new UnsubscribeCommand(dto.token));
    if (wantsPage(req)) {
      res.status(200).type('text/html; charset=utf-8').send(unsubscribeDonePage(message));
      return;
    }
    res.status(200).json({ message });
  }
}
