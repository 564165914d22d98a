/** A chat message on its way to the server (shown at once, with 'Creating Insights', until the server answers). */
export interface OutgoingMessage {
  content: string;
  /** The photo as it is sent (made at most 2000 px when picked: file-data.ts preparePhoto). */
  photo: { file: File } | null;
  sentAt: string;
  /** Made when this text (and photo) was first sent; the same for every retry of it (docs/members-api.md, "Sending again"). */
  clientKey: string;
}

/** What a send is, for its client_key: the text and the photo (a different photo with the same text is another message). */
export function whatIsSent(content: string, photo: OutgoingMessage['photo']): string {
  return photo ? `${content}\u0000${photo.file.name}:${photo.file.size}:${photo.file.lastModified}` : content;
}

/**
 * How sending went: when the server refused the message (a 4xx), its reason, shown under the composer; `signInAgain`
 * when the session had ended (401), so the composer offers the way back in (the message stays in the draft).
 */
export interface SendOutcome {
  sent: boolean;
  problem?: string;
  signInAgain?: boolean;
}

/** The multipart body of POST /api/community/journal for a chat message (spec: content, tags as JSON text, ...). */
export function chatMessageForm(message: OutgoingMessage): FormData {
  const form = new FormData();
  form.append('content', message.content);
  form.append('tags', '[]');
  form.append('is_private', 'false');
  form.append('entry_type', 'user_entry');
  form.append('client_key', message.clientKey);
  if (message.photo) form.append('image', message.photo.file);
  return form;
}
