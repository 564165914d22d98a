import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import type { Role } from '../../infrastructure/http/access.js';
import { normaliseEmail } from './email-address.js';

export type StaffRole = Exclude<Role, 'member'>;

/**
 * Roles come from the settings, and only for proven addresses: ADMIN_EMAILS are admins and STAFF_EMAILS
 * editors once the account has opened the verification link sent to that address; until then, and for
 * everyone else, the account is a member. Removing an address from a list revokes the role at once.
 */
@Injectable()
export class Roles {
  constructor(@Inject(AppConfig) private readonly config: AppConfig) {}

  /** The role the lists give an address, verified or not. */
  listedRole(email: string): Role {
    const address = normaliseEmail(email);
    if (this.config.adminEmails.includes(address)) return 'admin';
    if (this.config.staffEmails.includes(address)) return 'editor';
    return 'member';
  }

  roleFor(email: string, verified: boolean): Role {
    return verified ? this.listedRole(email) : 'member';
  }

  /** The staff role waiting for the address to be verified, if any. */
  pendingRole(email: string, verified: boolean): StaffRole | null {
    const listed = this.listedRole(email);
    return !verified && listed !== 'member' ? listed : null;
  }

  mayRegisterAsStaff(email: string): boolean {
    return this.listedRole(email) !== 'member';
  }

  /** Every allow-listed address. */
  listedAddresses(): string[] {
    return [...new Set([...this.config.adminEmails, ...this.config.staffEmails])];
  }
}
