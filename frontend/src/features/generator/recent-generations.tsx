import { History } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { useActiveGenerations } from './generator-api';
import { formatGeneratorDate, type GenerationSummary } from './generation';

const SHOWN = 8;

/**
 * The newest active (not archived) packages, so an editor can reopen one after a reload. The spec only
 * fetches this list; listing it is what editors expect when they come back to a package.
 */
export function RecentGenerations({ selectedId, onOpen }: { selectedId?: number; onOpen: (generation: GenerationSummary) => void }) {
  const active = useActiveGenerations(SHOWN);
  const items = active.items ?? [];
  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-2">
        <History aria-hidden="true" className="size-5 text-accent" />
        <h2 className="text-xl">Recent content</h2>
      </CardHeader>
      <CardContent>
        {active.isPending ? (
          <Spinner label="Loading recent content" showLabel />
        ) : active.isError ? (
          <LoadError message="Recent content could not be loaded." onRetry={() => void active.refetch()} />
        ) : items.length === 0 ? (
          <p className="text-base text-muted">Packages you generate appear here until you archive them.</p>
        ) : (
          <ul className="divide-y divide-line">
            {items.map((generation) => (
              <li key={generation.id}>
                <button
                  type="button"
                  onClick={() => onOpen(generation)}
                  aria-current={generation.id === selectedId ? 'true' : undefined}
                  className="flex min-h-11 w-full flex-col items-start gap-0.5 rounded-md px-2 py-2 text-left hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-accent aria-[current=true]:bg-accent-soft"
                >
                  <span className="line-clamp-2 font-semibold break-words">{generation.topic}</span>
                  <span className="text-sm text-muted">{formatGeneratorDate(generation.created_at)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
