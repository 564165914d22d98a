import { cn } from '../../../lib/cn';
import { compareRevision } from './website-revision-diff';

/**
 * What changed between a revision and the current article, field by field: text only the revision has is struck
 * through in red, text only the current version has is underlined in green (each also named for screen readers).
 */
export function RevisionComparison({ version, revision, current }: { version: number; revision: Record<string, unknown>; current: Record<string, unknown> }) {
  const diffs = compareRevision(revision, current);
  if (!diffs.length) return <p className="text-base text-muted">Version {version} is the same as the current article.</p>;
  return (
    <div className="space-y-4" aria-label={`Changes from version ${version} to the current article`} role="region">
      <p className="text-base text-muted">
        <del className="rounded bg-danger-soft px-1 text-danger">Struck through</del>: only in version {version}.{' '}
        <ins className="rounded bg-success-soft px-1 text-success">Underlined</ins>: only in the current article.
      </p>
      {diffs.map((diff) => (
        <div key={diff.key} className="space-y-1">
          <h4 className="text-base font-semibold">{diff.label}</h4>
          {/* A long field scrolls inside its box: focusable, so a keyboard can scroll it too. */}
          <div tabIndex={0} role="group" aria-label={`${diff.label}, version ${version} against the current article`} className="max-h-64 overflow-y-auto rounded-md border border-line bg-surface p-3 text-base whitespace-pre-wrap">
            {diff.parts.map((part, index) =>
              part.change === 'same' ? (
                <span key={index}>{part.text}</span>
              ) : part.change === 'removed' ? (
                <del key={index} className={cn('rounded bg-danger-soft text-danger')}>
                  <span className="sr-only">[removed: </span>
                  {part.text}
                  <span className="sr-only">]</span>
                </del>
              ) : (
                <ins key={index} className="rounded bg-success-soft text-success">
                  <span className="sr-only">[added: </span>
                  {part.text}
                  <span className="sr-only">]</span>
                </ins>
              ),
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
