/** Hands a downloaded answer to the browser as a file named `name` (the reader's downloads). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the address after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
