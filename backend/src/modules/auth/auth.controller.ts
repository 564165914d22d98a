import { applyDecorators, Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { ApiErrorAnswer } from '../../infrastructure/http/api-answers.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { AUTH_MESSAGES } from './commands/register-user.command.js';
import { TOO_MANY_ATTEMPTS } from './login-rate-limiter.js';
import { TOO_BUSY } from './password.js';
import { AuthHttp } from './auth-http.js';
import { INVITATION_MESSAGES } from './dto/invitations.dto.js';
import { ChangeEmailDto, ChangePasswordDto, CommunityRegisterDto, ReauthDto, SignInDto, StaffRegisterDto } from './dto/auth.dto.js';
import { ConfirmPasswordCommand } from './commands/confirm-password.command.js';
import { clientAddress } from '../../infrastructure/http/client-address.js';
import { RECENT_PASSWORD_MINUTES } from '../../infrastructure/http/access.js';
import { TWO_FACTOR_MESSAGES } from './two-factor.js';
import { EMAIL_CHANGE_MESSAGES, RequestEmailChangeCommand } from './commands/change-email.commands.js';
import { ApiTooManyRequests } from '../../infrastructure/http/too-many-requests.js';
import { CHANGE_PASSWORD_MESSAGES, ChangePasswordCommand, type PasswordChangedHere } from './commands/change-password.command.js';
import { SessionService } from './session.service.js';
import { PASSWORD_CHECK_MESSAGES } from './password-check.js';
import { ApiOwnerCheck } from './second-step.js';
import { MessageAnswer, PasswordConfirmedAnswer, SessionAnswer, SignedInAnswer, SignedOutAnswer, SignedOutOthersAnswer } from './dto/user-view.dto.js';
import { SignOutOthersCommand, type SignedOutOthers } from './commands/sign-out.command.js';

/** The refusals of both sign-ins. */
const ApiSignInAnswers = () =>
  applyDecorators(
    ApiErrorAnswer(
      401,
      'Wrong address or password (the same answer for both); with two-step sign-in on, a right password without a code (reason two_factor_required: send again with code) or with a wrong one (reason two_factor_invalid)',
      AUTH_MESSAGES.invalid,
    ),
    ApiErrorAnswer(
      429,
      'Too many failed sign-ins from this client, for this address or in all (LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_CLIENT in 15 minutes), or 10 wrong two-step codes for the account in 15 minutes; or, from a browser the account never signed in with, LOGIN_MAX_FAILURES_PER_ACCOUNT failures for the address from anywhere (the second message)',
      TOO_MANY_ATTEMPTS,
    ),
    ApiErrorAnswer(503, 'More password checks are waiting than the server takes at once (a burst of sign-ins); nothing was checked', TOO_BUSY),
  );
/** The refusals of both registrations. */
const ApiRegisterAnswers = () =>
  applyDecorators(
    ApiErrorAnswer(409, 'The address already has an account; nothing was stored', AUTH_MESSAGES.taken),
    ApiErrorAnswer(429, 'Too many new accounts from this client (REGISTRATIONS_PER_CLIENT an hour); nothing was stored', AUTH_MESSAGES.tooManyRegistrations),
  );

/** GET me, the same for both kinds: the signed-in account, described for its kind. */
const MeRoute = (summary: string) => applyDecorators(Get('me'), Access('signed-in'), ApiOperation({ summary }), ApiOkResponse({ type: SessionAnswer }));
/** POST logout, the same for both kinds. */
const SignOutRoute = () =>
  applyDecorators(
    Post('logout'),
    HttpCode(200),
    Access('public'),
    ApiOperation({ summary: 'End the session and clear the cookie' }),
    ApiOkResponse({ type: SignedOutAnswer }),
  );

/** Staff sign-in (editorial dashboard and generator). Staff accounts come from invitations (invitations.controller.ts). */
@ApiTags('auth')
@Controller('api/auth')
export class StaffAuthController {
  constructor(private readonly auth: AuthHttp, private readonly commands: CommandBus) {}

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: 'Staff sign-in; sets the session cookie' })
  @ApiSignInAnswers()
  @ApiErrorAnswer(403, 'A member account (members sign in at /community/auth)', AUTH_MESSAGES.memberAtStaffSignIn)
  @ApiOkResponse({ type: SignedInAnswer })
  login(@Body() dto: SignInDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.auth.signIn('staff', dto, req, res);
  }

  @Post('register')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({
    summary: 'Staff registration (kept for the spec\'s callers): always refused, because staff accounts are created by invitation',
    description: 'An administrator invites an address (POST /api/admin/invitations); the invitee sets the password at POST /api/auth/invitations/accept.',
  })
  @ApiErrorAnswer(403, 'Every address: staff accounts are created by invitation; nothing was stored', INVITATION_MESSAGES.registerByInvitation)
  @ApiOkResponse({ type: SignedInAnswer, description: 'Never answered: kept so the spec\'s callers read the same shape' })
  register(@Body() dto: StaffRegisterDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.auth.register('staff', dto, req, res);
  }

  @MeRoute('The signed-in user')
  me(@CurrentUser() user: AuthUser) {
    return this.auth.me(user);
  }

  @SignOutRoute()
  logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.auth.signOut(req, res);
  }

  @Post('confirm-password')
  @HttpCode(200)
  @Access('signed-in', { apiKeys: false })
  @ApiOperation({
    summary: `Confirm the signed-in account's password (and, with two-step sign-in on, its code): for ${RECENT_PASSWORD_MINUTES} minutes this session may take the actions that answer 403 reauth_required (account deletion, a new API key); members and staff`,
    description: 'A wrong password counts as a failed sign-in (the sign-in limits of this client and address) and against the account (5 wrong in 15 minutes).',
  })
  @ApiOkResponse({ type: PasswordConfirmedAnswer })
  @ApiErrorAnswer(
    403,
    'The password is not the account\'s; or, with two-step sign-in on, no code (reason two_factor_required: send again with code) or a wrong one (reason two_factor_invalid); nothing was recorded',
    PASSWORD_CHECK_MESSAGES.wrong,
  )
  @ApiTooManyRequests(`Too many wrong passwords (5 for the account, or the sign-in limits of this client and address, in 15 minutes), or 10 wrong codes: ${TWO_FACTOR_MESSAGES.tooManyCodes}`, PASSWORD_CHECK_MESSAGES.tooMany)
  async confirmPassword(@CurrentUser() user: AuthUser, @Body() dto: ReauthDto, @Req() req: Request): Promise<PasswordConfirmedAnswer> {
    await this.commands.execute(new ConfirmPasswordCommand(user.id, user.sessionId, dto.password, clientAddress(req), dto.code));
    return { success: true, minutes: RECENT_PASSWORD_MINUTES };
  }
}

/** Community (members') sign-in. Anyone may register as a member. */
@ApiTags('community auth')
@Controller('api/community/auth')
export class CommunityAuthController {
  constructor(private readonly auth: AuthHttp, private readonly commands: CommandBus, private readonly sessions: SessionService) {}

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: 'Member sign-in; sets the session cookie' })
  @ApiSignInAnswers()
  @ApiOkResponse({ type: SignedInAnswer })
  login(@Body() dto: SignInDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.auth.signIn('community', dto, req, res);
  }

  @Post('register')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: 'Create a member account and sign in' })
  @ApiRegisterAnswers()
  @ApiOkResponse({ type: SignedInAnswer })
  register(@Body() dto: CommunityRegisterDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.auth.register('community', dto, req, res);
  }

  @MeRoute('The signed-in member')
  me(@CurrentUser() user: AuthUser) {
    return this.auth.me(user);
  }

  @SignOutRoute()
  logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.auth.signOut(req, res);
  }

  @Post('password')
  @HttpCode(200)
  @Access('signed-in', { apiKeys: false })
  @ApiOperation({
    summary: "Change the signed-in account's password (the current one, and with two-step sign-in on the app's current code or a recovery code, asked again): every other session ends, this one stays under a new session cookie (a copy of the old one ends too); the account's API keys stop working; the owner is mailed",
  })
  @ApiOkResponse({ type: SignedOutOthersAnswer })
  @ApiOwnerCheck({ codeAlways: false })
  @ApiErrorAnswer(409, 'Another tab or device changed the password meanwhile; nothing was changed', CHANGE_PASSWORD_MESSAGES.changedMeanwhile)
  async changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SignedOutOthersAnswer> {
    const { knownDevice, token, ...answer } = await this.commands.execute<ChangePasswordCommand, PasswordChangedHere>(
      new ChangePasswordCommand(user.id, user.sessionId, dto.currentPassword, dto.password, dto.confirmPassword, clientAddress(req), dto.code),
    );
    // This session's new token; the new password drops every other browser's known-browser cookie, this one keeps being known.
    this.sessions.setCookies(res, token);
    this.sessions.rememberDevice(res, knownDevice);
    return answer;
  }

  @Post('email')
  @HttpCode(200)
  @Access('signed-in', { apiKeys: false })
  @ApiOperation({
    summary: "Move the signed-in account to a new address (the password, and with two-step sign-in on the app's current code or a recovery code, asked again): a link is mailed to the new address, and the account moves when it is opened (POST /api/auth/email-change/confirm); 3 an hour per account, and 3 an hour per new inbox",
  })
  @ApiOkResponse({ type: MessageAnswer })
  @ApiOwnerCheck({ codeAlways: false })
  @ApiErrorAnswer(400, 'The address is the account\'s already, or not a plain valid address', EMAIL_CHANGE_MESSAGES.same)
  @ApiTooManyRequests(
    `3 address changes asked for in an hour by the account, or 3 links in an hour to the new address's inbox by any accounts ("+tag" variants count as one inbox: '${EMAIL_CHANGE_MESSAGES.tooManyToAddress}'); nothing was mailed`,
    EMAIL_CHANGE_MESSAGES.tooMany,
  )
  async changeEmail(@CurrentUser() user: AuthUser, @Body() dto: ChangeEmailDto, @Req() req: Request): Promise<MessageAnswer> {
    const message = await this.commands.execute<RequestEmailChangeCommand, string>(new RequestEmailChangeCommand(user.id, dto.password, dto.email, clientAddress(req), dto.code));
    return { success: true, message };
  }

  @Post('sign-out-others')
  @HttpCode(200)
  @Access('signed-in', { apiKeys: false })
  @ApiOperation({
    summary:
      'Sign out every other browser and device of the signed-in account (this one stays signed in under a new session cookie, so a copy of the old one ends too), and forget that they were known to it (a sign-in pause holds them back like a new browser; this one gets a new known-browser cookie); members and staff',
  })
  @ApiOkResponse({ type: SignedOutOthersAnswer })
  async signOutOthers(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response): Promise<SignedOutOthersAnswer> {
    const { knownDevice, token, ...answer } = await this.commands.execute<SignOutOthersCommand, SignedOutOthers>(new SignOutOthersCommand(user.id, user.sessionId));
    this.sessions.setCookies(res, token);
    this.sessions.rememberDevice(res, knownDevice);
    return answer;
  }
}
