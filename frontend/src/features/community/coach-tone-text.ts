/** The toast's sentence after the coach tone changed: "a direct tone", "an encouraging tone", "an analytical tone". */
export function toneChangedText(tone: string): string {
  const article = /^[aeiou]/i.test(tone) ? 'an' : 'a';
  return `Your coach will now reply in ${article} ${tone} tone.`;
}
