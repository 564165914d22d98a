import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageAnswer, PasswordResetAnswer, SignedInAnswer } from './dto/user-view.dto.js';
import type { Request } from 'express';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { ApiErrorAnswer } from '../../infrastructure/http/api-answers.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { RESET_MESSAGES, RequestPasswordResetCommand, ResetPasswordCommand, type PasswordReset } from './commands/password-reset.commands.js';
import { RESEND_MESSAGES, ResendVerificationCommand } from './commands/resend-verification.command.js';
import { VERIFY_MESSAGES, VerifyEmailCommand } from './commands/verify-email.command.js';
import { PasswordResetDto, PasswordResetRequestDto, VerifyEmailDto } from './dto/auth.dto.js';
import type { UserView } from './user-view.js';

/** The e-mailed links of an account, for members and staff alike: address verification and password reset. */
@ApiTags('auth')
@Controller('api/auth')
export class AccountEmailController {
  constructor(private readonly commands: CommandBus) {}

  @Post('verify-email')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: 'Open a verification link: the address is verified and its staff role takes effect' })
  @ApiErrorAnswer(400, 'The link is unknown, used or expired', VERIFY_MESSAGES.invalid)
  @ApiOkResponse({ type: SignedInAnswer })
  async verify(@Body() dto: VerifyEmailDto) {
    const user = await this.commands.execute<VerifyEmailCommand, UserView>(new VerifyEmailCommand(dto.token));
    return { success: true, user };
  }

  @Post('verification/resend')
  @HttpCode(200)
  @Access('signed-in')
  @ApiOperation({ summary: 'Send a new verification link to the signed-in account (3 per 15 minutes)' })
  @ApiErrorAnswer(400, 'The address is already verified, or needs no verifying', RESEND_MESSAGES.notNeeded)
  @ApiErrorAnswer(429, 'Three links were sent in the last 15 minutes', RESEND_MESSAGES.tooMany)
  @ApiOkResponse({ type: MessageAnswer })
  async resend(@CurrentUser() user: AuthUser) {
    return { success: true, message: await this.commands.execute<ResendVerificationCommand, string>(new ResendVerificationCommand(user.id)) };
  }

  @Post('password-reset')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: 'Mail a password-reset link (the answer never says whether the address has an account)' })
  @ApiErrorAnswer(429, 'Too many requests from this client (10 an hour) or for this address (3 an hour), counted for every address', RESET_MESSAGES.tooMany)
  @ApiOkResponse({ type: MessageAnswer })
  async requestReset(@Body() dto: PasswordResetRequestDto, @Req() req: Request) {
    const message = await this.commands.execute<RequestPasswordResetCommand, string>(new RequestPasswordResetCommand(dto.email, req.ip ?? 'unknown'));
    return { success: true, message };
  }

  @Post('password-reset/confirm')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: 'Use a reset link: new password, every session of the account ends' })
  @ApiErrorAnswer(400, 'The link is unknown, used or expired, or the passwords differ; nothing was changed', RESET_MESSAGES.invalid)
  @ApiOkResponse({ type: PasswordResetAnswer })
  async reset(@Body() dto: PasswordResetDto) {
    const result = await this.commands.execute<ResetPasswordCommand, PasswordReset>(new ResetPasswordCommand(dto.token, dto.password, dto.confirmPassword));
    return { success: true, ...result };
  }
}
