/**
 * Keys that make a repeated send harmless (docs/members-api.md, "Sending again"; the generator's requestId): a request
 * that may be sent again carries a random UUID, and the server answers a repeat with the first one's result.
 */

/** A fresh UUID (crypto.randomUUID needs a secure context; fall back otherwise). */
export function newUuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Keys of sends not yet confirmed, by form and by what was sent; kept for this page load (beyond the form's own life). */
const pending = new Map<string, string>();
const slot = (form: string, sent: string) => `${form}\u0000${sent}`;

/**
 * The client_key of a message, entry or goal: made when it is first sent and the same for every retry of the same
 * thing (`sent`: its text and anything else sent with it), until `sendConfirmed` (the server has it). Something else
 * sent from the form gets a new key.
 */
export function clientKeyFor(form: string, sent: string): string {
  const at = slot(form, sent);
  const key = pending.get(at) ?? newUuid();
  pending.set(at, key);
  return key;
}

/** The server has it: sending the same text again later is a new message with a new key. */
export function sendConfirmed(form: string, sent: string): void {
  pending.delete(slot(form, sent));
}
