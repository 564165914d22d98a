/**
 * The server's answer to a wrong current password, wherever the account's own password is asked again (password change,
 * email change, two-step settings, "Confirm your password"): the backend's PASSWORD_CHECK_MESSAGES.wrong. It says
 * "password" but is never about a new one, so it is matched whole, not by its words.
 */
export const WRONG_CURRENT_PASSWORD = 'That password is not right.';

/** The words a server message uses for each field of the auth forms (the forms' value keys). */
const FIELD_WORDS: Record<string, RegExp> = {
  name: /\bname\b/i,
  email: /\be-?mail\b/i,
  password: /\bpasswords?\b/i,
  currentPassword: /\bcurrent password\b/i,
  confirmPassword: /\bconfirm\b|\bconfirmation\b|\b(do not|don't) match\b/i,
  code: /\bcode\b/i,
};

/**
 * The one field a server's refusal is about ('Password must be at least 8 characters', 'An account with this email
 * already exists. ...'), so the form can mark that field invalid, tie the message to it and put the cursor there; none
 * when the message names no field of the form or more than one ('Invalid email or password' stays the form's).
 * A message about the confirmation ('Please confirm your password', 'Passwords do not match') is the confirmation's,
 * one about the current password the current password's. The refusal of a wrong current password (WRONG_CURRENT_PASSWORD)
 * is the current password's only: a form without that field keeps it.
 */
export function fieldOfServerError<K extends string>(message: string, fields: readonly K[]): K | undefined {
  // What happened to the account, not a value to correct ('Your password was changed meanwhile ...', 'Too many ...').
  if (/\bmeanwhile\b|\btoo many\b/i.test(message)) return undefined;
  if (message.trim() === WRONG_CURRENT_PASSWORD) return fields.find((field) => field === 'currentPassword');
  const named = fields.filter((field) => FIELD_WORDS[field]?.test(message));
  // The more particular field first: 'Please confirm your password' and 'Please enter your current password' also say
  // "password".
  for (const particular of ['confirmPassword', 'currentPassword'] as K[]) if (named.includes(particular)) return particular;
  return named.length === 1 ? named[0] : undefined;
}
