/** A premium report's TL;DR summary, in its box, with the editor's line breaks (the staff preview and members' reports). */
export function SummaryBox({ text }: { text: string }) {
  return <p className="whitespace-pre-line rounded-lg bg-sunken px-5 py-4 text-lg leading-relaxed">{text}</p>;
}
