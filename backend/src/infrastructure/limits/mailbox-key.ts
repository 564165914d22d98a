/**
 * The key a per-recipient mail budget counts on: the address in lower case, with the local part's "+tag" removed, so
 * that Victim@Example.com, victim+1@example.com and victim+news@example.com (one inbox at most providers) share one
 * budget and no one can fill a stranger's inbox by varying the address. Only the budget's key: mail still goes to, and
 * is stored for, the address as given. A local part that is nothing but a tag ("+x@...") is kept whole.
 */
export function mailboxKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf('+');
  return plus > 0 ? `${local.slice(0, plus)}${lower.slice(at)}` : lower;
}
