/** The auth module's public surface: other modules import from here only (npm run lint checks it). */
export { AuthModule } from './auth.module.js';
export { EmailField, TokenField } from './dto/auth.dto.js';
export { hashLinkToken, isLinkToken, newLinkToken } from './email-tokens.js';
export type { User } from './entities/user.entity.js';
export { EmailChanged, PasswordChanged, StaffRoleChanged } from './events/account-events.js';
export { UserRegistered } from './events/user-registered.event.js';
export { SessionService } from './session.service.js';
export { SESSION_COOKIE_BASE } from './cookie-names.js';
export { SignupFollowsAddressQuery } from './queries/address-signup.query.js';
export { GetUserQuery, TwoFactorStatusQuery, type TwoFactorStatus } from './queries/users.queries.js';
export { TwoFactorStatusAnswer } from './dto/two-factor.dto.js';
export { memberTimeZone, MEMBER_TIME_ZONE_DEFAULT, premiumNow } from './user-view.js';
export type { UserView } from './user-view.js';
export { SetPremiumUntilCommand } from './commands/set-premium.command.js';
export { AccountCalendarsQuery, AccountIdsByEmailQuery, AccountQuery, AccountsByIdsQuery, SessionRecord, SessionsOfMemberQuery } from './queries/accounts.queries.js';
export type { AccountCalendar, AccountCard } from './queries/accounts.queries.js';
export { holdAccount, lockAccount } from './account-locks.js';
export { changeAccount, deleteAccount, LAST_ADMIN_DELETION, refuseLastAdminDeletion } from './account-changes.js';
export type { AccountChanges } from './account-changes.js';
export {
  EmailAddressesOfMemberQuery,
  EmailAddressesRecord,
  InvitationsReceivedQuery,
  InvitationsSentByQuery,
  ReceivedInvitationRecord,
  SentInvitationRecord,
} from './queries/member-data.queries.js';
