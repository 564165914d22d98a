import { BarChart3, BookMarked, Lightbulb, NotebookPen, Target } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { JournalViewsNav } from '../components/journal-views-nav';
import { GoalsTab } from './journey/goals-tab';
import { focusAfterChange } from '../../../lib/focus-after-change';
import { InsightsTab, insightsHeading } from './journey/insights-tab';
import { JournalTab } from './journey/journal-tab';
import { LibraryTab } from './journey/library-tab';
import { MomentumTab } from './journey/momentum-tab';

const TABS = ['goals', 'journal', 'insights', 'library', 'momentum'] as const;
export type JourneyTab = (typeof TABS)[number];

function isTab(value: string | null): value is JourneyTab {
  return (TABS as readonly string[]).includes(value ?? '');
}

/**
 * /my-journey and /journal-dashboard: the five-tab My Journal Journey page. The open tab is kept in ?tab=; without one,
 * /my-journey opens on Goals and /journal-dashboard, the momentum dashboard's address, on Momentum.
 */
export function MyJourneyPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const dashboard = useLocation().pathname.replace(/\/+$/, '') === '/journal-dashboard';
  const tab: JourneyTab = isTab(requested) ? requested : dashboard ? 'momentum' : 'goals';
  // The entry just saved on the Journal tab: its coach reply is announced on the Insights tab, whenever it comes.
  const [awaitingReply, setAwaitingReply] = useState<number | null>(null);
  const openTab = (next: JourneyTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <div className="container-page space-y-6 py-8">
      <JournalViewsNav />
      <div>
        <h2 className="text-3xl md:text-4xl">My Journal Journey</h2>
        <p className="text-lg text-muted">Your goal, your entries, your coach's replies, your saved reading and your momentum.</p>
      </div>
      <Tabs value={tab} onValueChange={(value) => openTab(value as JourneyTab)}>
        <TabsList aria-label="My Journal Journey" className="grid grid-cols-2 sm:flex">
          <TabsTrigger value="goals">
            <Target aria-hidden="true" />
            Goals
          </TabsTrigger>
          <TabsTrigger value="journal">
            <NotebookPen aria-hidden="true" />
            Journal
          </TabsTrigger>
          <TabsTrigger value="insights">
            <Lightbulb aria-hidden="true" />
            Insights
          </TabsTrigger>
          <TabsTrigger value="library">
            <BookMarked aria-hidden="true" />
            Library
          </TabsTrigger>
          <TabsTrigger value="momentum" className="col-span-2 sm:col-span-1">
            <BarChart3 aria-hidden="true" />
            Momentum
          </TabsTrigger>
        </TabsList>
        <TabsContent value="goals">
          <GoalsTab />
        </TabsContent>
        <TabsContent value="journal">
          <JournalTab
            onCreated={(entry) => {
              setAwaitingReply(entry.id);
              openTab('insights');
              focusAfterChange(insightsHeading);
            }}
          />
        </TabsContent>
        <TabsContent value="insights">
          <InsightsTab onWrite={() => openTab('journal')} awaitingReply={awaitingReply} />
        </TabsContent>
        <TabsContent value="library">
          <LibraryTab />
        </TabsContent>
        <TabsContent value="momentum">
          <MomentumTab onWrite={() => openTab('journal')} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
