/**
 * Whether a confirmed newsletter sign-up of the account's address `from` would follow the account to `to` if it moved
 * there now (the newsletter module's FollowAddress moves it on EmailChanged, when the account had proved `from`): the
 * address-change link mailed to `to` then says so, since its reader agrees to the newsletter by opening it. Declared
 * here and answered by the newsletter module, which owns the sign-ups (auth cannot ask it directly: newsletter reads auth).
 */
export class SignupFollowsAddressQuery {
  constructor(public readonly from: string, public readonly to: string) {}
}
