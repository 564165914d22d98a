import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Patch, Post, Put, Req, Res, UploadedFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrorAnswer } from '../../infrastructure/http/api-answers.js';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { clientAddress } from '../../infrastructure/http/client-address.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { ImageUpload, type UploadedImage } from '../../infrastructure/storage/image-upload.decorator.js';
import { NO_IMAGE } from '../../infrastructure/storage/image-rules.js';
import { ApiPhotoBudget } from '../../infrastructure/storage/upload-intake.js';
import { LAST_ADMIN_DELETION, SessionService } from '../auth/index.js';
import { BILLING_MESSAGES } from '../billing/index.js';
import { DeleteAccountCommand, UpdateProfileCommand, UploadProfileImageCommand, UpgradeCommand } from './commands/profile.commands.js';
import { MESSAGES } from './community-messages.js';
import { ProfileChangesDto } from './dto/community.dto.js';
import { GetProfileQuery } from './queries/profile.queries.js';
import { Done, ProfileAnswer, ProfileImageAnswer, UpgradeAnswer } from './views.js';

/** The member's own profile and account. */
@ApiTags('community profile')
@ApiErrorAnswer(404, 'The account was deleted meanwhile (in another tab or device)', MESSAGES.accountNotFound)
@Controller('api/community/profile')
export class ProfileController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus, private readonly sessions: SessionService) {}

  @Get()
  @Access('signed-in')
  @ApiOperation({ summary: "The member's profile" })
  @ApiOkResponse({ type: ProfileAnswer })
  get(@CurrentUser() user: AuthUser): Promise<ProfileAnswer> {
    return this.queries.execute(new GetProfileQuery(user.id));
  }

  @Patch()
  @Access('signed-in')
  @ApiOperation({
    summary:
      "Change the member's profile settings: coach_tone (direct, encouraging or analytical), upgrade_offer_hidden (the upgrade card put away), name and/or time_zone (IANA name)",
  })
  @ApiOkResponse({ type: ProfileAnswer })
  update(@Body() dto: ProfileChangesDto, @CurrentUser() user: AuthUser): Promise<ProfileAnswer> {
    return this.commands.execute(new UpdateProfileCommand(user.id, { coach_tone: dto.coach_tone, upgrade_offer_hidden: dto.upgrade_offer_hidden, name: dto.name, time_zone: dto.time_zone }));
  }

  @Put('upgrade')
  @Access('signed-in')
  @ApiOperation({ summary: 'The demo upgrade: premium at once, free (demo mode only; with Stripe settings premium is bought through POST /api/billing/checkout)' })
  @ApiErrorAnswer(409, 'Stripe billing is set up: the demo upgrade is off; nothing was changed', MESSAGES.paidMode)
  @ApiOkResponse({ type: UpgradeAnswer })
  upgrade(@CurrentUser() user: AuthUser): Promise<UpgradeAnswer> {
    return this.commands.execute(new UpgradeCommand(user.id));
  }

  @Post('upload-image')
  @HttpCode(200)
  @Access('signed-in')
  @ImageUpload('profile_image', 'profile')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['profile_image'], properties: { profile_image: { type: 'string', format: 'binary' } } } })
  @ApiOperation({
    summary: 'Set the profile photo (JPEG, PNG, GIF or WebP, up to 5 MB and 50 megapixels; stored re-encoded as WebP without metadata, first frame only)',
  })
  @ApiOkResponse({ type: ProfileImageAnswer })
  @ApiPhotoBudget()
  uploadImage(@UploadedFile() file: UploadedImage | undefined, @CurrentUser() user: AuthUser, @Req() req: Request): Promise<ProfileImageAnswer> {
    if (!file) throw new BadRequestException(NO_IMAGE);
    return this.commands.execute(new UploadProfileImageCommand(user.id, file.buffer, clientAddress(req)));
  }

  @Delete()
  @Access('signed-in', { recentPassword: true })
  @ApiOperation({
    summary: 'Delete the account for good: its Stripe subscriptions end first (the Stripe customer is deleted), then sessions, entries, goals, saved reports and uploaded photos; publishes MemberDeleted; clears the cookies (session, signed-in hint and known-browser). The session must have confirmed its password in the last 10 minutes (POST /api/auth/confirm-password), else 403 reauth_required',
  })
  @ApiOkResponse({ type: Done })
  @ApiErrorAnswer(409, 'The account is the only administrator; nothing was deleted', LAST_ADMIN_DELETION)
  @ApiErrorAnswer(503, "Stripe could not be reached to end the member's subscription first; nothing was deleted", BILLING_MESSAGES.closeFailed)
  async remove(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response): Promise<{ success: true }> {
    const result = await this.commands.execute<DeleteAccountCommand, { success: true }>(new DeleteAccountCommand(user.id));
    this.sessions.clearCookies(res);
    this.sessions.forgetDevice(res);
    return result;
  }
}
