import { browserTimeZone } from './time-zone';

/** What a sign-in form holds: the address, the password, and the code once the second step asked for it. */
interface SignInFields {
  email: string;
  password: string;
  code?: string;
}

/**
 * A sign-in's body: the address trimmed, the password as typed, the code when one was typed, and the browser's time
 * zone (an account that has none takes it: the member's days and weeks are counted in it).
 */
export function signInBody(values: SignInFields): SignInFields & { time_zone: string } {
  const code = values.code?.trim();
  return { email: values.email.trim(), password: values.password, ...(code ? { code } : {}), time_zone: browserTimeZone() };
}
