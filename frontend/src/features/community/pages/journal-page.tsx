import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usePageSkipLink } from '../../../components/site/skip-link';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage, errorStatus } from '../../../lib/api';
import { ChatComposer } from '../components/chat/chat-composer';
import { ConversationTimeline } from '../components/chat/conversation-timeline';
import { chatMessageForm, type OutgoingMessage, type SendOutcome } from '../components/chat/outgoing-message';
import { JournalViewsNav } from '../components/journal-views-nav';
import { PrintMonthLink } from '../components/print-month-link';
import { ThemeReportsCard } from '../components/theme-reports-dialog';
import { YourGoalsCard } from '../components/your-goals-card';
import { useJournalPages } from '../journal-pages';
import { useCreateEntryMultipart, useGoals } from '../members-api';
import { premiumThemeCountsQuery } from '../../premium/premium-content';

const SAVE_FAILURE = 'Failed to save article to library';
/** The message box's id: "Skip to the message box" (after "Skip to main content") goes there past a long conversation. */
const MESSAGE_BOX_ID = 'message-box';

/**
 * /journal: the chat-style Insights Guide (the newest page of the conversation; older pages on demand). The page is
 * the one scroll: goals and reports at the top, then the conversation and, last, the composer, where the page opens.
 */
export function JournalPage() {
  const journal = useJournalPages();
  // The cards above the conversation (goals, the reports' counts) and the conversation come together, each answered or
  // failed: a card that grew or shrank when its answer came moved the conversation below it, and the page that had
  // scrolled itself to the newest message jumped on a slow phone. Three requests at once, so little later.
  const goals = useGoals();
  const counts = useQuery(premiumThemeCountsQuery);
  const loading = journal.isPending || goals.isPending || counts.isPending;
  // How much of a photo message has gone, 0 to 1 (null: not known yet, or no photo).
  const [uploaded, setUploaded] = useState<number | null>(null);
  const sendMessage = useCreateEntryMultipart(setUploaded);
  const [outgoing, setOutgoing] = useState<OutgoingMessage | null>(null);
  usePageSkipLink('Skip to the message box', MESSAGE_BOX_ID);
  // Stable, so the memoised conversation is not drawn again when only the page around it changes.
  const { showOlder } = journal;
  const saved = useMemo(() => (journal.isPending ? null : journal.entries.map((entry) => entry.content)), [journal.isPending, journal.entries]);

  const onSend = async (message: OutgoingMessage): Promise<SendOutcome> => {
    setOutgoing(message);
    setUploaded(null);
    try {
      await sendMessage.mutateAsync(chatMessageForm(message));
      return { sent: true };
    } catch (error) {
      const status = errorStatus(error);
      // A session that ended cannot be tried again as it is: the line under the box offers 'Sign in again'.
      const description = status === 401 ? 'Your sign-in has ended: sign in again to send it (your message is kept).' : 'Failed to send message. Please try again.';
      toast({ title: 'Message not sent', description, variant: 'destructive' });
      return { sent: false, problem: status !== undefined && status < 500 ? errorMessage(error, '') : undefined, signInAgain: status === 401 };
    } finally {
      setOutgoing(null);
      setUploaded(null);
    }
  };

  return (
    <div className="container-page max-w-4xl space-y-6 py-8">
      <JournalViewsNav />
      {loading ? (
        // One place taller than the screen for the whole page (the cards and the conversation, with its composer).
        <div className="min-h-[100svh] rounded-lg bg-sunken/50 p-4">
          <Spinner label="Loading your conversation" showLabel />
        </div>
      ) : (
        <JournalBody journal={journal} outgoing={outgoing} uploaded={uploaded} showOlder={showOlder} onSend={onSend} sending={sendMessage.isPending} saved={saved} />
      )}
    </div>
  );
}

function JournalBody({
  journal,
  outgoing,
  uploaded,
  showOlder,
  onSend,
  sending,
  saved,
}: {
  journal: ReturnType<typeof useJournalPages>;
  outgoing: OutgoingMessage | null;
  uploaded: number | null;
  showOlder: () => void;
  onSend: (message: OutgoingMessage) => Promise<SendOutcome>;
  sending: boolean;
  saved: readonly string[] | null;
}) {
  return (
    <>
      <YourGoalsCard />
      <ThemeReportsCard saveFailure={SAVE_FAILURE} />
      <section aria-labelledby="conversation-heading" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-1">
          <div>
            <h2 id="conversation-heading" className="text-3xl">
              Your conversation
            </h2>
            <p className="text-base text-muted">Your messages are saved to your journal. Coach replies appear under the message they answer.</p>
          </div>
          {journal.entries.length ? <PrintMonthLink /> : null}
        </div>
        {journal.isError ? (
          <LoadError message="Your conversation could not be loaded." onRetry={() => void journal.refetch()} />
        ) : journal.entries.length === 0 && !outgoing ? (
          <div className="rounded-lg border border-dashed border-line-strong bg-surface p-8 text-center">
            <p className="font-serif text-2xl font-bold">Start your conversation</p>
            <p className="mx-auto mt-2 max-w-xl text-lg text-muted">
              Tell your coach about today's session, how you are feeling or what you are aiming for. Add a photo if you
              like. Your messages are kept in your journal, and coach replies will appear here beneath them.
            </p>
          </div>
        ) : (
          <ConversationTimeline
            entries={journal.entries}
            outgoing={outgoing}
            uploaded={uploaded}
            hasOlder={journal.hasNextPage}
            loadingOlder={journal.isFetchingNextPage}
            onShowOlder={showOlder}
            saveFailure={SAVE_FAILURE}
          />
        )}
        {journal.isError ? null : <ChatComposer inputId={MESSAGE_BOX_ID} onSend={onSend} sending={sending} saved={saved} />}
      </section>
    </>
  );
}
