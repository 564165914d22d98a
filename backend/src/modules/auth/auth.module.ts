import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AdminUsersController } from './admin-users.controller.js';
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
  imports: [PassportModule],
  controllers: [StaffAuthController, CommunityAuthController, AdminUsersController],
  providers: [
    Roles,
    SessionService,
    SessionStrategy,
    LoginRateLimiter,
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
