/**
 * A number from the entry's words, so different entries are answered in different words (and the same entry always the
 * same way). `part` keeps the choices of the reply's parts apart (the opening's and the next step's are not the same pick).
 */
export function variantOf(entry: { title: string; content: string }, count: number, part = ''): number {
  // FNV-1a, then mixed (murmur3's finaliser): a plain sum-and-multiply hash keeps its low bits even when the words that
  // differ appear twice ('Run 4': 'Easy run number 4'), and every such entry would get the same pick.
  let hash = 0x811c9dc5;
  for (const char of `${part}|${entry.title}|${entry.content}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35) >>> 0;
  return ((hash ^ (hash >>> 16)) >>> 0) % count;
}
