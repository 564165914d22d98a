import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { clientAddress } from '../../infrastructure/http/client-address.js';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { ApiErrorAnswer } from '../../infrastructure/http/api-answers.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { IdParam } from '../../infrastructure/http/id-param.js';
import { ApiTooManyRequests } from '../../infrastructure/http/too-many-requests.js';
import {
  BeginTwoFactorCommand,
  ConfirmTwoFactorCommand,
  type TwoFactorOn,
  NewRecoveryCodesCommand,
  ResetTwoFactorCommand,
  TurnOffTwoFactorCommand,
} from './commands/two-factor.commands.js';
import { ConfirmPasswordDto, TwoFactorChangeDto, TwoFactorCodeDto } from './dto/auth.dto.js';
import { RecoveryCodesAnswer, TwoFactorOnAnswer, TwoFactorSetupAnswer, TwoFactorStatusAnswer } from './dto/two-factor.dto.js';
import { SignedOutAnswer } from './dto/user-view.dto.js';
import { SessionService } from './session.service.js';
import { TwoFactorStatusQuery } from './queries/users.queries.js';
import { TWO_FACTOR_MESSAGES } from './two-factor.js';
import { ApiPasswordCheck } from './password-check.js';
import { ADDRESS_CODE_MESSAGES } from './address-code.js';
import { ApiOwnerCheck } from './second-step.js';

const UserId = new IdParam(TWO_FACTOR_MESSAGES.userNotFound);

/**
 * Two-step sign-in for the signed-in account, members and staff alike (docs/product.md, "Two-step sign-in"): set up an
 * authenticator app, turn it on with its code, turn it off, new recovery codes. Sessions only (an API key cannot).
 */
@ApiTags('community auth')
@Controller('api/community/auth/two-factor')
export class TwoFactorController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus, private readonly sessions: SessionService) {}

  @Get()
  @Access('signed-in', { apiKeys: false })
  @ApiOperation({ summary: 'Whether two-step sign-in is on for the signed-in account' })
  @ApiOkResponse({ type: TwoFactorStatusAnswer })
  status(@CurrentUser() user: AuthUser): Promise<TwoFactorStatusAnswer> {
    return this.queries.execute(new TwoFactorStatusQuery(user.id));
  }

  @Post('setup')
  @HttpCode(200)
  @Access('signed-in', { apiKeys: false })
  @ApiOperation({
    summary: 'A new secret for an authenticator app (the password asked again); pending until POST .../enable proves it with a code',
    description:
      "For an address the account's holder has not proved (never confirmed, or reached by an address-change link), a code is mailed to it too (email_code_sent_to), which POST .../enable needs: only the address's owner may turn two-step sign-in on. " +
      'At most 3 such codes are mailed to an address an hour (429 then, nothing changed).',
  })
  @ApiOkResponse({ type: TwoFactorSetupAnswer })
  @ApiPasswordCheck()
  @ApiTooManyRequests(`For an address not proved, 3 codes were mailed to it in the last hour (${ADDRESS_CODE_MESSAGES.tooMany}); nothing was changed`, ADDRESS_CODE_MESSAGES.tooMany)
  @ApiErrorAnswer(409, 'Two-step sign-in is already on (turn it off first)', TWO_FACTOR_MESSAGES.alreadyOn)
  setup(@CurrentUser() user: AuthUser, @Body() dto: ConfirmPasswordDto): Promise<TwoFactorSetupAnswer> {
    return this.commands.execute(new BeginTwoFactorCommand(user.id, dto.password));
  }

  @Post('enable')
  @HttpCode(200)
  @Access('signed-in', { apiKeys: false })
  @ApiOperation({
    summary: "Turn two-step sign-in on with the app's current code (and the mailed code, for an address not proved): answers ten recovery codes (shown this once), ends the account's other sessions and gives this one a new session cookie (a copy of the old one ends too), mails the owner",
  })
  @ApiOkResponse({ type: TwoFactorOnAnswer })
  @ApiErrorAnswer(400, "The code is not the app's current one; or, for an address not proved, the mailed code is missing or wrong (proves the address when right)", TWO_FACTOR_MESSAGES.wrongCode)
  @ApiTooManyRequests('10 wrong codes for the account in 15 minutes', TWO_FACTOR_MESSAGES.tooManyCodes)
  @ApiErrorAnswer(409, 'Nothing is being set up (POST .../setup first), or it is already on', TWO_FACTOR_MESSAGES.notStarted)
  async enable(@CurrentUser() user: AuthUser, @Body() dto: TwoFactorCodeDto, @Res({ passthrough: true }) res: Response): Promise<TwoFactorOnAnswer> {
    const { token, ...answer } = await this.commands.execute<ConfirmTwoFactorCommand, TwoFactorOn>(new ConfirmTwoFactorCommand(user.id, user.sessionId, dto.code, dto.email_code));
    this.sessions.setCookies(res, token); // this session goes on under a new token
    return answer;
  }

  @Post('disable')
  @HttpCode(200)
  @Access('signed-in', { apiKeys: false })
  @ApiOperation({ summary: "Turn two-step sign-in off (the password and the app's current code, or a recovery code, asked again); mails the owner" })
  @ApiOkResponse({ type: SignedOutAnswer })
  @ApiOwnerCheck({ codeAlways: true })
  @ApiErrorAnswer(409, 'Two-step sign-in is not on', TWO_FACTOR_MESSAGES.notOn)
  disable(@CurrentUser() user: AuthUser, @Body() dto: TwoFactorChangeDto, @Req() req: Request): Promise<{ success: true }> {
    return this.commands.execute(new TurnOffTwoFactorCommand(user.id, dto.password, dto.code, clientAddress(req)));
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @Access('signed-in', { apiKeys: false })
  @ApiOperation({ summary: "Ten new recovery codes in place of the old ones (the password and the app's current code, or a recovery code, asked again); mails the owner" })
  @ApiOkResponse({ type: RecoveryCodesAnswer })
  @ApiOwnerCheck({ codeAlways: true })
  @ApiErrorAnswer(409, 'Two-step sign-in is not on', TWO_FACTOR_MESSAGES.notOn)
  recoveryCodes(@CurrentUser() user: AuthUser, @Body() dto: TwoFactorChangeDto, @Req() req: Request): Promise<RecoveryCodesAnswer> {
    return this.commands.execute(new NewRecoveryCodesCommand(user.id, dto.password, dto.code, clientAddress(req)));
  }
}

/** An administrator turns two-step sign-in off for an account whose owner lost their phone and recovery codes. */
@ApiTags('admin')
@Controller('api/admin/users')
export class AdminTwoFactorController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id/two-factor')
  @Access('admin', { recentPassword: true })
  @ApiOperation({ summary: "Turn off an account's two-step sign-in (a lost phone): the owner is mailed; nothing to turn off is no error" })
  @ApiOkResponse({ type: SignedOutAnswer })
  @ApiErrorAnswer(404, 'No such account', TWO_FACTOR_MESSAGES.userNotFound)
  reset(@Param('id', UserId) id: number, @CurrentUser() user: AuthUser): Promise<{ success: true }> {
    return this.commands.execute(new ResetTwoFactorCommand(id, user.id));
  }
}
