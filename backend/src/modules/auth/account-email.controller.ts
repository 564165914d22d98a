import { BadRequestException, Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageAnswer, PasswordResetAnswer } from './dto/user-view.dto.js';
import type { Request, Response } from 'express';
import { SessionService } from './session.service.js';
import { Access } from '../../infrastructure/http/access.js';
import { ApiErrorAnswer } from '../../infrastructure/http/api-answers.js';
import { RESET_MESSAGES, RequestPasswordResetCommand, ResetPasswordCommand, type PasswordReset } from './commands/password-reset.commands.js';
import { EmailChangeTokenDto, PasswordResetDto, PasswordResetRequestDto, ResetTokenDto } from './dto/auth.dto.js';
import { ConfirmEmailChangeCommand, EMAIL_CHANGE_MESSAGES } from './commands/change-email.commands.js';
import { AUTH_MESSAGES } from './commands/register-user.command.js';
import { ResetLinkUsableQuery } from './queries/reset-link.queries.js';
import { clientAddress } from '../../infrastructure/http/client-address.js';

/** The e-mailed links: password reset and address change, for members and staff alike. */
@ApiTags('auth')
@Controller('api/auth')
export class AccountEmailController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly sessions: SessionService,
  ) {}

  @Post('password-reset')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: 'Mail a password-reset link (the answer never says whether the address has an account)' })
  @ApiErrorAnswer(429, 'Too many requests from this client (10 an hour) or for this address (3 an hour), counted for every address', RESET_MESSAGES.tooMany)
  @ApiOkResponse({ type: MessageAnswer })
  async requestReset(@Body() dto: PasswordResetRequestDto, @Req() req: Request) {
    const message = await this.commands.execute<RequestPasswordResetCommand, string>(new RequestPasswordResetCommand(dto.email, clientAddress(req)));
    return { success: true, message };
  }

  @Post('password-reset/inspect')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: 'Whether a reset link still works (the page says so before the new password is typed); uses nothing' })
  @ApiErrorAnswer(400, 'The link is unknown, used or expired', RESET_MESSAGES.invalid)
  @ApiOkResponse({ type: MessageAnswer })
  async inspectReset(@Body() dto: ResetTokenDto) {
    if (!(await this.queries.execute<ResetLinkUsableQuery, boolean>(new ResetLinkUsableQuery(dto.token)))) throw new BadRequestException(RESET_MESSAGES.invalid);
    return { success: true, message: RESET_MESSAGES.usable };
  }

  @Post('password-reset/confirm')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: 'Use a reset link: new password, every session of the account ends' })
  @ApiErrorAnswer(400, 'The link is unknown, used or expired, the passwords differ, or the new password is among the most used or is the address or name (the link still works); nothing was changed', RESET_MESSAGES.invalid)
  @ApiOkResponse({ type: PasswordResetAnswer })
  async reset(@Body() dto: PasswordResetDto, @Res({ passthrough: true }) res: Response) {
    const { knownDevice, ...result } = await this.commands.execute<ResetPasswordCommand, PasswordReset>(new ResetPasswordCommand(dto.token, dto.password, dto.confirmPassword));
    // The owner reset the password in this browser: it may sign in even while the account's sign-ins are paused (and is
    // the only one that may: the new password drops every other browser's cookie).
    this.sessions.rememberDevice(res, knownDevice);
    return { success: true, ...result };
  }

  @Post('email-change/confirm')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: "Use an address-change link (opened from the new address's mail, in any browser): the account moves to the new address" })
  @ApiErrorAnswer(400, 'The link is unknown, used or expired; nothing was changed', EMAIL_CHANGE_MESSAGES.invalid)
  @ApiErrorAnswer(409, 'Another account has the address meanwhile; nothing was changed', AUTH_MESSAGES.taken)
  @ApiOkResponse({ type: MessageAnswer })
  async confirmEmailChange(@Body() dto: EmailChangeTokenDto): Promise<MessageAnswer> {
    return { success: true, message: await this.commands.execute<ConfirmEmailChangeCommand, string>(new ConfirmEmailChangeCommand(dto.token)) };
  }
}
