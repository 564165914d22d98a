import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import type { Role } from '../../infrastructure/http/access.js';

/** Roles come from the settings: ADMIN_EMAILS are admins, STAFF_EMAILS editors, everyone else a member. */
@Injectable()
export class Roles {
  constructor(@Inject(AppConfig) private readonly config: AppConfig) {}

  roleFor(email: string): Role {
    const address = email.toLowerCase();
    if (this.config.adminEmails.includes(address)) return 'admin';
    if (this.config.staffEmails.includes(address)) return 'editor';
    return 'member';
  }

  mayRegisterAsStaff(email: string): boolean {
    return this.roleFor(email) !== 'member';
  }
}
