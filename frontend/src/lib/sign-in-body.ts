/** What a sign-in form holds: the address, the password, and the code once the second step asked for it. */
interface SignInFields {
  email: string;
  password: string;
  code?: string;
}

/** A sign-in's body: the address trimmed, the password as typed, and the code when one was typed. */
export function signInBody(values: SignInFields): SignInFields {
  const code = values.code?.trim();
  return { email: values.email.trim(), password: values.password, ...(code ? { code } : {}) };
}
