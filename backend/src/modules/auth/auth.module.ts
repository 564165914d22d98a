import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { SessionSchema } from './entities/session.entity.js';
import { UserSchema } from './entities/user.entity.js';
import { AccountEmailController } from './account-email.controller.js';
import { AddressVerification } from './address-verification.js';
import { AdminUsersController } from './admin-users.controller.js';
import { RequestPasswordResetHandler, ResetPasswordHandler } from './commands/password-reset.commands.js';
import { ResendVerificationHandler } from './commands/resend-verification.command.js';
import { VerifyEmailHandler } from './commands/verify-email.command.js';
import { EmailTokens } from './email-tokens.js';
import { CommunityAuthController, StaffAuthController } from './auth.controller.js';
import { AuthHttp } from './auth-http.js';
import { RegisterUserHandler } from './commands/register-user.command.js';
import { SignInHandler } from './commands/sign-in.command.js';
import { SignOutHandler } from './commands/sign-out.command.js';
import { LoginRateLimiter } from './login-rate-limiter.js';
import { GetUserHandler, ListUsersHandler } from './queries/users.queries.js';
import { Roles } from './roles.js';
import { SessionService } from './session.service.js';
import { SessionStrategy } from './session.strategy.js';

@Module({
  imports: [PassportModule, MikroOrmModule.forFeature([UserSchema, SessionSchema])],
  controllers: [StaffAuthController, CommunityAuthController, AccountEmailController, AdminUsersController],
  providers: [
    Roles,
    SessionService,
    SessionStrategy,
    LoginRateLimiter,
    EmailTokens,
    AddressVerification,
    VerifyEmailHandler,
    ResendVerificationHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    AuthHttp,
    RegisterUserHandler,
    SignInHandler,
    SignOutHandler,
    ListUsersHandler,
    GetUserHandler,
  ],
  exports: [Roles, SessionService],
})
export class AuthModule {}
