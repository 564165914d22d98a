import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Put, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { IdParam } from '../../infrastructure/http/id-param.js';
import { AuthHttp } from './auth-http.js';
import {
  AcceptInvitationCommand,
  ChangeRoleCommand,
  CreateInvitationCommand,
  ResendInvitationCommand,
  RevokeInvitationCommand,
} from './commands/invitations.commands.js';
import type { SignedIn } from './commands/register-user.command.js';
import { AcceptInvitationDto, InvitationTokenDto } from './dto/auth.dto.js';
import {
  ChangeRoleDto,
  CreateInvitationDto,
  INVITATION_MESSAGES,
  InvitationOffer,
  InvitationsAnswer,
  InvitationView,
  UserAnswer,
} from './dto/invitations.dto.js';
import { SignedInAnswer } from './dto/user-view.dto.js';
import { GetInvitationQuery, InspectInvitationQuery, ListInvitationsQuery } from './queries/invitations.queries.js';
import type { UserView } from './user-view.js';

const InvitationId = new IdParam(INVITATION_MESSAGES.notFound);
const UserId = new IdParam(INVITATION_MESSAGES.userNotFound);

/** Staff invitations, for administrators (the Users tab): invite, list, resend, revoke; and lowering a role. */
@ApiTags('admin')
@Controller('api/admin')
export class AdminInvitationsController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get('invitations')
  @Access('admin')
  @ApiOperation({ summary: 'The open staff invitations (pending or expired unused), newest first' })
  @ApiOkResponse({ type: InvitationsAnswer })
  async list(): Promise<InvitationsAnswer> {
    return { invitations: await this.queries.execute(new ListInvitationsQuery()) };
  }

  @Post('invitations')
  @Access('admin', { recentPassword: true })
  @ApiOperation({ summary: 'Invite an address to a staff role: a single-use link, valid 7 days, is mailed to it' })
  @ApiCreatedResponse({ type: InvitationView })
  @ApiConflictResponse({ description: 'The address already holds the role, or already has an open invitation' })
  async create(@Body() dto: CreateInvitationDto, @CurrentUser() user: AuthUser): Promise<InvitationView> {
    const id = await this.commands.execute<CreateInvitationCommand, number>(new CreateInvitationCommand(dto.email, dto.role, user.id));
    return this.view(id);
  }

  @Post('invitations/:id/resend')
  @HttpCode(200)
  @Access('admin', { recentPassword: true })
  @ApiOperation({ summary: 'Mail an open invitation again, with a new link (the earlier one stops working) and a new 7-day expiry' })
  @ApiOkResponse({ type: InvitationView })
  @ApiNotFoundResponse({ description: INVITATION_MESSAGES.notFound })
  @ApiConflictResponse({ description: INVITATION_MESSAGES.closed })
  async resend(@Param('id', InvitationId) id: number, @CurrentUser() user: AuthUser): Promise<InvitationView> {
    await this.commands.execute(new ResendInvitationCommand(id, user.id));
    return this.view(id);
  }

  @Post('invitations/:id/revoke')
  @HttpCode(200)
  @Access('admin')
  @ApiOperation({ summary: 'Revoke an open invitation: its link stops working' })
  @ApiOkResponse({ type: InvitationView })
  @ApiNotFoundResponse({ description: INVITATION_MESSAGES.notFound })
  @ApiConflictResponse({ description: INVITATION_MESSAGES.closed })
  async revoke(@Param('id', InvitationId) id: number, @CurrentUser() user: AuthUser): Promise<InvitationView> {
    await this.commands.execute(new RevokeInvitationCommand(id, user.id));
    return this.view(id);
  }

  @Put('users/:id/role')
  @Access('admin', { recentPassword: true })
  @ApiOperation({ summary: "Lower an account's role (admin → editor → member); a staff role is given by invitation only" })
  @ApiOkResponse({ type: UserAnswer })
  @ApiBadRequestResponse({ description: INVITATION_MESSAGES.raise })
  @ApiNotFoundResponse({ description: INVITATION_MESSAGES.userNotFound })
  @ApiConflictResponse({ description: INVITATION_MESSAGES.lastAdmin })
  async changeRole(@Param('id', UserId) id: number, @Body() dto: ChangeRoleDto, @CurrentUser() user: AuthUser): Promise<UserAnswer> {
    return { user: await this.commands.execute<ChangeRoleCommand, UserView>(new ChangeRoleCommand(id, dto.role, user.id)) };
  }

  private async view(id: number): Promise<InvitationView> {
    const view = await this.queries.execute<GetInvitationQuery, InvitationView | null>(new GetInvitationQuery(id));
    if (!view) throw new NotFoundException(INVITATION_MESSAGES.notFound);
    return view;
  }
}

/** The invitation link's page: what the link offers, and accepting it (sets name and password, signs in). */
@ApiTags('auth')
@Controller('api/auth/invitations')
export class InvitationLinkController {
  constructor(private readonly queries: QueryBus, private readonly commands: CommandBus, private readonly auth: AuthHttp) {}

  @Post('inspect')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({ summary: 'What a working invitation link offers (address, role, expiry); the token travels in the body, never in a URL' })
  @ApiOkResponse({ type: InvitationOffer })
  @ApiBadRequestResponse({ description: INVITATION_MESSAGES.invalid })
  inspect(@Body() dto: InvitationTokenDto): Promise<InvitationOffer> {
    return this.queries.execute(new InspectInvitationQuery(dto.token));
  }

  @Post('accept')
  @HttpCode(200)
  @Access('public')
  @ApiOperation({
    summary:
      "Accept an invitation: the address's account (new or existing) gets this name and password and the invited role, every other session of it ends; sets the session cookie",
  })
  @ApiOkResponse({ type: SignedInAnswer })
  @ApiBadRequestResponse({ description: `${INVITATION_MESSAGES.invalid} Or the password is among the most used or is the address or name (the link still works).` })
  async accept(@Body() dto: AcceptInvitationDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const result = await this.commands.execute<AcceptInvitationCommand, SignedIn>(
      new AcceptInvitationCommand(dto.token, dto.name, dto.password, dto.confirmPassword, this.auth.tokenOf(req)),
    );
    return this.auth.signedIn(res, result);
  }
}
