/**
 * First names written in lower case ('ran with sarah and tom', 'coffee with julie after', 'my old friend pete'), which
 * redaction.ts's own rules cannot see: they find a name by its capital or by the word before it ('my wife jane').
 * compromise, a natural-language library with a lexicon of first names read in context, tags them ('swim with grace' is
 * a name, 'kept faith in the plan' and 'hope to go sub 50' are not); a surname it tags right after one goes with it
 * ('jane smith'). Wrongly hiding a word costs the model a little context, wrongly passing a name leaks it.
 *
 * The library takes a second or more to load, and only a reply the model writes needs it: it loads on first use, or
 * when a process that writes model replies starts (loadNameFinder). Reading costs about 2 ms per 100 characters, so it
 * reads only the sentences with a lower-case word its lexicon knows as a name (most training notes have none).
 */
type Parse = (typeof import('compromise'))['default'];
let loading: Promise<Parse> | undefined;
const parser = () => (loading ??= import('compromise').then((library) => library.default));

/** Loads the library now (at the start of a process that will need it). */
export const loadNameFinder = async (): Promise<void> => void (await parser());

interface TermJson {
  text: string;
  tags: string[];
  offset: { start: number; length: number };
}

/** Words compromise can take for a first name that are ordinary words of a training note, and redaction's own markers. */
const ORDINARY = new Set(['marshal', 'amber', 'clay', 'lance', 'victor', 'name', 'place', 'email', 'link', 'phone', 'date']);

const lowerCase = (term: TermJson) => /^\p{Ll}/u.test(term.text);
const firstName = (term: TermJson) => term.tags.includes('FirstName') && lowerCase(term) && !ORDINARY.has(term.text);

/**
 * Parses only the sentences with a lower-case word its lexicon knows as a first name ('sarah', and 'sue' or 'grace',
 * names and other words too); not the words it takes for a name only in some places ('hill', 'faith').
 */
const NAME_TAGS = new Set(['FirstName', 'MaleName', 'FemaleName']);
const SENTENCE = /[^.!?\n]+[.!?]*/g;

function candidates(parse: Parse): (sentence: string) => boolean {
  const lexicon = (parse.model() as { one: { lexicon: Record<string, string | string[] | undefined> } }).one.lexicon;
  const known = (word: string) => [lexicon[word] ?? []].flat().some((tag) => NAME_TAGS.has(tag));
  return (sentence) => (sentence.match(/(?<![\p{L}'’-])\p{Ll}[\p{Ll}'’-]*/gu) ?? []).some((word) => !ORDINARY.has(word) && known(word));
}

/** The text with each lower-case first name, and a lower-case surname after it, replaced by '[name]'. */
export async function hideLowerCaseNames(text: string): Promise<string> {
  const parse = await parser();
  const mayName = candidates(parse);
  const spans: Array<[number, number]> = [];
  for (const sentence of text.matchAll(SENTENCE)) {
    if (!mayName(sentence[0])) continue;
    for (const person of parse(sentence[0]).people().json({ offset: true }) as Array<{ terms: TermJson[] }>) {
      let span: [number, number] | null = null;
      for (const term of person.terms) {
        const [start, end] = [sentence.index + term.offset.start, sentence.index + term.offset.start + term.offset.length];
        if (span && (firstName(term) || (term.tags.includes('LastName') && lowerCase(term)))) span[1] = end;
        else if (!span && firstName(term)) span = [start, end];
        else if (span) {
          spans.push(span);
          span = null;
        }
      }
      if (span) spans.push(span);
    }
  }
  return spans.reduceRight((result, [start, end]) => `${result.slice(0, start)}[name]${result.slice(end)}`, text);
}
