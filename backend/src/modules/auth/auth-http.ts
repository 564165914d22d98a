import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../infrastructure/http/access.js';
import { RegisterUserCommand, type Channel, type SignedIn } from './commands/register-user.command.js';
import { SignInCommand } from './commands/sign-in.command.js';
import { SignOutCommand } from './commands/sign-out.command.js';
import type { SignInDto, StaffRegisterDto } from './dto/auth.dto.js';
import { SessionService } from './session.service.js';
import { KNOWN_DEVICE_COOKIE_BASE, readCookie, sessionTokenOf } from './cookie-names.js';
import { GetUserQuery } from './queries/users.queries.js';
import { QueryBus } from '@nestjs/cqrs';
import { clientAddress } from '../../infrastructure/http/client-address.js';


/** The HTTP side of signing in, shared by the staff (/api/auth) and community (/api/community/auth) routes. */
@Injectable()
export class AuthHttp {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus, private readonly sessions: SessionService) {}

  async signIn(channel: Channel, dto: SignInDto, req: Request, res: Response) {
    const result = await this.commands.execute<SignInCommand, SignedIn>(
      new SignInCommand(channel, dto.email, dto.password, clientAddress(req), this.tokenOf(req), dto.code, dto.time_zone, this.knownDeviceOf(req)),
    );
    return this.signedIn(res, result);
  }

  async register(channel: Channel, dto: StaffRegisterDto, req: Request, res: Response) {
    const result = await this.commands.execute<RegisterUserCommand, SignedIn>(
      new RegisterUserCommand(channel, dto.email, dto.password, dto.confirmPassword, dto.name, this.tokenOf(req), clientAddress(req), dto.time_zone),
    );
    return this.signedIn(res, result);
  }

  async me(user: AuthUser) {
    // The session lookup of this request already read the account (one query for the whole call).
    return { user: this.sessions.viewOf(user) ?? (await this.queries.execute(new GetUserQuery(user.id))) };
  }

  async signOut(req: Request, res: Response) {
    await this.commands.execute(new SignOutCommand(this.tokenOf(req)));
    this.sessions.clearCookies(res);
    return { success: true };
  }

  /** The known-device cookie of the request (known-device.ts), if any, under either name (cookie-names.ts). */
  knownDeviceOf(req: Request): string | undefined {
    return readCookie(req, KNOWN_DEVICE_COOKIE_BASE).value;
  }

  /** The session token of the request's cookie, if any, under either name (cookie-names.ts). */
  tokenOf(req: Request): string | undefined {
    return sessionTokenOf(req);
  }

  /** Sets the session cookie (and the known-browser one) and answers the account. */
  signedIn(res: Response, { user, token, knownDevice }: SignedIn) {
    this.sessions.setCookies(res, token);
    this.sessions.rememberDevice(res, knownDevice);
    return { success: true, user };
  }
}
