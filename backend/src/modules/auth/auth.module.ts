import { Module, type OnModuleInit } from '@nestjs/common';
import { UploadUses } from '../../infrastructure/storage/upload-uses.js';
import { PassportModule } from '@nestjs/passport';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { SessionSchema } from './entities/session.entity.js';
import { UserSchema } from './entities/user.entity.js';
import { AccountEmailController } from './account-email.controller.js';
import { AdminUsersController } from './admin-users.controller.js';
import { RequestPasswordResetHandler, ResetPasswordHandler } from './commands/password-reset.commands.js';
import {
  AcceptInvitationHandler,
  ChangeRoleHandler,
  CreateInvitationHandler,
  ResendInvitationHandler,
  RevokeInvitationHandler,
} from './commands/invitations.commands.js';
import { AdminInvitationsController, InvitationLinkController } from './invitations.controller.js';
import { GetInvitationHandler, InspectInvitationHandler, ListInvitationsHandler } from './queries/invitations.queries.js';
import { ResetLinkUsableHandler } from './queries/reset-link.queries.js';
import { StaffInvitations } from './staff-invitations.js';
import { EmailTokens } from './email-tokens.js';
import { CommunityAuthController, StaffAuthController } from './auth.controller.js';
import { AuthHttp } from './auth-http.js';
import { RegisterUserHandler } from './commands/register-user.command.js';
import { SignInHandler } from './commands/sign-in.command.js';
import { ConfirmPasswordHandler } from './commands/confirm-password.command.js';
import { SecondStep } from './second-step.js';
import { SignOutHandler, SignOutOthersHandler } from './commands/sign-out.command.js';
import { ChangePasswordHandler } from './commands/change-password.command.js';
import { ConfirmEmailChangeHandler, RequestEmailChangeHandler } from './commands/change-email.commands.js';
import { SetPremiumUntilHandler } from './commands/set-premium.command.js';
import { LoginRateLimiter } from './login-rate-limiter.js';
import { GetUserHandler, ListUsersHandler, TwoFactorStatusHandler, UserCountsHandler } from './queries/users.queries.js';
import { AccountCalendarsHandler, AccountHandler, AccountIdsByEmailHandler, AccountsByIdsHandler, SessionsOfMemberHandler } from './queries/accounts.queries.js';
import { EmailAddressesOfMemberHandler, InvitationsReceivedHandler, InvitationsSentByHandler } from './queries/member-data.queries.js';
import { SessionService } from './session.service.js';
import { SessionStrategy } from './session.strategy.js';
import { CookieSessionLookup } from './session-lookup.provider.js';
import { SessionLookup } from '../../infrastructure/http/session-lookup.js';
import { AdminTwoFactorController, TwoFactorController } from './two-factor.controller.js';
import {
  BeginTwoFactorHandler,
  ConfirmTwoFactorHandler,
  NewRecoveryCodesHandler,
  ResetTwoFactorHandler,
  TurnOffTwoFactorHandler,
} from './commands/two-factor.commands.js';
import { TwoFactorKeyChange } from './two-factor-key-change.js';
import { PurgeExpiredAccessHandler } from './commands/retention.commands.js';
import { AuthRetention } from './events/retention.handler.js';
import { RevokeInviterInvitationsHandler } from './events/revoke-inviter-invitations.handler.js';

@Module({
  imports: [PassportModule, MikroOrmModule.forFeature([UserSchema, SessionSchema])],
  controllers: [StaffAuthController, CommunityAuthController, AccountEmailController, AdminUsersController, AdminInvitationsController, InvitationLinkController, TwoFactorController, AdminTwoFactorController],
  providers: [
    SessionService,
    SessionStrategy,
    { provide: SessionLookup, useClass: CookieSessionLookup },
    LoginRateLimiter,
    EmailTokens,
    StaffInvitations,
    CreateInvitationHandler,
    ResendInvitationHandler,
    RevokeInvitationHandler,
    AcceptInvitationHandler,
    ChangeRoleHandler,
    ListInvitationsHandler,
    GetInvitationHandler,
    InspectInvitationHandler,
    ResetLinkUsableHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    AuthHttp,
    RegisterUserHandler,
    SignInHandler,
    SecondStep,
    ConfirmPasswordHandler,
    SignOutHandler,
    SignOutOthersHandler,
    ChangePasswordHandler,
    RequestEmailChangeHandler,
    ConfirmEmailChangeHandler,
    SetPremiumUntilHandler,
    ListUsersHandler,
    AccountsByIdsHandler,
    AccountCalendarsHandler,
    AccountIdsByEmailHandler,
    AccountHandler,
    SessionsOfMemberHandler,
    EmailAddressesOfMemberHandler,
    InvitationsSentByHandler,
    InvitationsReceivedHandler,
    UserCountsHandler,
    GetUserHandler,
    TwoFactorStatusHandler,
    BeginTwoFactorHandler,
    ConfirmTwoFactorHandler,
    TurnOffTwoFactorHandler,
    NewRecoveryCodesHandler,
    ResetTwoFactorHandler,
    TwoFactorKeyChange,
    PurgeExpiredAccessHandler,
    AuthRetention,
    RevokeInviterInvitationsHandler,
  ],
  exports: [SessionService, SessionLookup],
})
export class AuthModule implements OnModuleInit {
  constructor(private readonly uploads: UploadUses) {}

  /** A profile photo is shown to everyone; it is a member's photo. */
  onModuleInit(): void {
    this.uploads.register({ name: 'profiles', kind: 'member', shows: (url) => `exists (select 1 from users p where p.profile_image_url = ${url})` });
  }
}
