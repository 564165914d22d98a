import { useMutation } from '@tanstack/react-query';
import { Archive, Camera, FileImage, Images, ImagePlus, LoaderCircle, Lock, Send, X } from 'lucide-react';
import { Fragment, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { apiJson } from '../../../lib/api';
import type { Answer } from '../../../lib/api-types';
import { formatUsLongDate } from '../../../lib/format';
import { CoachReply } from '../components/coach-reply';
import { CollapsibleCard } from '../components/collapsible-card';
import { ConfirmDialog } from '../components/confirm-dialog';
import { CreatingInsights } from '../components/creating-insights';
import { readFileAsDataUrl } from '../components/file-data';
import { ArchiveAndSetGoalDialog, CurrentGoalCallout, GoalHistoryButton, GoalHistoryDialog, SetGoalForm } from '../components/goal-ui';
import { JournalViewsNav } from '../components/journal-views-nav';
import { TagList } from '../components/tag-chips';
import { ThemeReportsCard } from '../components/theme-reports-dialog';
import { JOURNAL_GOAL_FAILURES, useGoalHandlers } from '../components/use-goal-handlers';
import { checkJournalImage, ENTRY_MAX_CHARS, formatTime, newestFirst } from '../journal-utils';
import { useGoals, useJournal, useJournalCache, type Goal, type JournalEntry } from '../members-api';

const SAVE_FAILURE = 'Failed to save article to library';

// ------------------------------------------------------------------ goals

/** 'Your Goals': the active goals, each can be archived; set a goal, or archive and set a new one; history. */
function YourGoalsCard() {
  const goals = useGoals();
  const handlers = useGoalHandlers(JOURNAL_GOAL_FAILURES);
  const [archiving, setArchiving] = useState<Goal | null>(null);
  const [replaceOpen, setReplaceOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const active = (goals.data?.goals ?? []).filter((goal) => goal.is_active);

  return (
    <>
      <CollapsibleCard title="Your Goals">
        {goals.isPending ? (
          <Spinner label="Loading your goals" showLabel />
        ) : goals.isError ? (
          <LoadError message="Your goals could not be loaded." onRetry={() => void goals.refetch()} />
        ) : active.length ? (
          <div className="space-y-4">
            <ul className="space-y-3">
              {active.map((goal) => (
                <li key={goal.id}>
                  <CurrentGoalCallout
                    goal={goal.goal}
                    action={
                      <Button variant="secondary" size="sm" aria-label={`Archive goal: ${goal.goal}`} onClick={() => setArchiving(goal)}>
                        <Archive aria-hidden="true" />
                        Archive
                      </Button>
                    }
                  />
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" onClick={() => setReplaceOpen(true)}>
                Archive &amp; Set New Goal
              </Button>
              <GoalHistoryButton onClick={() => setHistoryOpen(true)} />
            </div>
          </div>
        ) : (
          <div className="space-y-4">
            <p className="text-base text-muted">Tell your coach what you are working towards.</p>
            <SetGoalForm onSubmit={handlers.setGoal} pending={handlers.pending} onShowHistory={() => setHistoryOpen(true)} />
          </div>
        )}
      </CollapsibleCard>
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => {
          if (!open) setArchiving(null);
        }}
        title="Archive this goal?"
        description="It moves to your goal history, marked Archived. You can set a new goal afterwards."
        confirmLabel="Archive Goal"
        pendingLabel="Archiving..."
        pending={handlers.pending}
        onConfirm={async () => {
          if (archiving && (await handlers.archive(archiving.id))) setArchiving(null);
        }}
      >
        {archiving ? <p className="rounded-md bg-sunken px-4 py-3 text-lg">{archiving.goal}</p> : null}
      </ConfirmDialog>
      <ArchiveAndSetGoalDialog
        open={replaceOpen}
        onOpenChange={setReplaceOpen}
        currentGoal={active[0]?.goal ?? null}
        onSubmit={handlers.archiveAndSet}
        pending={handlers.pending}
      />
      <GoalHistoryDialog open={historyOpen} onOpenChange={setHistoryOpen} onUpdate={handlers.update} pending={handlers.pending} />
    </>
  );
}

// ------------------------------------------------------------------ timeline

interface OutgoingMessage {
  content: string;
  photo: { file: File; dataUrl: string } | null;
  sentAt: string;
}

function dayLabel(value: string): string {
  return formatUsLongDate(value);
}

/** The member's own message, on the right. */
function UserMessage({ entry, sending = false }: { entry: Pick<JournalEntry, 'title' | 'content' | 'image_url' | 'tags' | 'is_private' | 'created_at' | 'entry_type'>; sending?: boolean }) {
  const title = entry.entry_type === 'journal' ? entry.title?.trim() : '';
  return (
    <div className="flex justify-end">
      <div className={`max-w-full space-y-2 rounded-lg rounded-tr-sm bg-accent sm:max-w-[85%] px-5 py-4 text-on-accent shadow-card ${sending ? 'opacity-80' : ''}`}>
        <p className="sr-only">You wrote:</p>
        {entry.image_url ? <img src={entry.image_url} alt="Your photo" className="max-h-72 w-full rounded-md object-cover" /> : null}
        {title ? <p className="font-serif text-xl font-bold">{title}</p> : null}
        <p className="text-lg break-words whitespace-pre-line">{entry.content}</p>
        {entry.tags.length ? <TagList tags={entry.tags} className="[&_li]:bg-surface" /> : null}
        <p className="flex items-center justify-end gap-2 text-sm text-on-accent/90">
          {entry.is_private ? (
            <span className="inline-flex items-center gap-1">
              <Lock aria-hidden="true" className="size-4" />
              Private
            </span>
          ) : null}
          {sending ? (
            <span className="inline-flex items-center gap-1">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              Sending…
            </span>
          ) : (
            <time dateTime={entry.created_at}>{formatTime(entry.created_at)}</time>
          )}
        </p>
      </div>
    </div>
  );
}

/** Coach replies on the left; the placeholder only while the server says one is on its way. */
function Replies({ entry }: { entry: JournalEntry }) {
  if (entry.aiResponses.length) {
    return (
      <div className="space-y-3">
        {entry.aiResponses.map((reply) => (
          <div key={reply.id} className="flex justify-start">
            <CoachReply reply={reply} journalEntryId={entry.id} saveFailure={SAVE_FAILURE} className="w-full sm:max-w-[85%]" />
          </div>
        ))}
      </div>
    );
  }
  return entry.insight_pending ? <CreatingInsights /> : null;
}

/** A weekly summary, centred. */
function WeeklySummary({ entry }: { entry: JournalEntry }) {
  return (
    <div className="flex justify-center">
      <div className="w-full max-w-xl space-y-3 rounded-lg border-2 border-premium/40 bg-premium-soft px-6 py-5 text-center">
        <p className="kicker !text-premium">Weekly Summary</p>
        {entry.title ? <p className="font-serif text-xl font-bold">{entry.title}</p> : null}
        <p className="text-lg break-words whitespace-pre-line text-ink">{entry.content}</p>
        {entry.aiResponses.map((reply) => (
          <p key={reply.id} className="text-lg break-words whitespace-pre-line text-ink">
            {reply.response_content}
          </p>
        ))}
      </div>
    </div>
  );
}

function Timeline({ entries, outgoing }: { entries: JournalEntry[]; outgoing: OutgoingMessage | null }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const oldestFirst = useMemo(() => newestFirst(entries).reverse(), [entries]);

  // Scrolled to the newest message when one is added and when a coach reply lands.
  const replyCount = entries.reduce((count, entry) => count + entry.aiResponses.length, 0);
  useEffect(() => {
    const box = scrollRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [oldestFirst.length, outgoing, replyCount]);

  let lastDay = '';
  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label="Conversation with your coach"
      tabIndex={0}
      className="relative max-h-[70vh] min-h-72 space-y-5 overflow-y-auto rounded-lg border border-line bg-sunken/50 p-3 sm:p-4 md:max-h-[62vh] md:p-6"
    >
      {oldestFirst.map((entry) => {
        const day = dayLabel(entry.created_at);
        const showDay = day !== lastDay;
        lastDay = day;
        return (
          <Fragment key={entry.id}>
            {showDay ? (
              <p className="text-center text-sm font-semibold text-muted">
                <span className="rounded-full bg-surface px-3 py-1">{day}</span>
              </p>
            ) : null}
            {entry.entry_type === 'weekly_summary' ? (
              <WeeklySummary entry={entry} />
            ) : (
              <div className="space-y-3">
                <UserMessage entry={entry} />
                <Replies entry={entry} />
              </div>
            )}
          </Fragment>
        );
      })}
      {outgoing ? (
        <div className="space-y-3">
          <UserMessage
            sending
            entry={{
              title: '',
              content: outgoing.content,
              image_url: outgoing.photo?.dataUrl ?? null,
              tags: [],
              is_private: false,
              created_at: outgoing.sentAt,
              entry_type: 'user_entry',
            }}
          />
          <CreatingInsights />
        </div>
      ) : null}
    </div>
  );
}

// ------------------------------------------------------------------ composer

const MIN_HEIGHT = 52;
const MAX_HEIGHT = 120;

function Composer({ onSend, sending }: { onSend: (message: OutgoingMessage) => Promise<boolean>; sending: boolean }) {
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<OutgoingMessage['photo']>(null);
  const [photoError, setPhotoError] = useState<string>();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const libraryInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const blank = text.trim() === '';

  useLayoutEffect(() => {
    const box = textareaRef.current;
    if (!box) return;
    box.style.height = 'auto';
    const height = Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, box.scrollHeight + 2));
    box.style.height = `${height}px`;
    box.style.overflowY = box.scrollHeight + 2 > MAX_HEIGHT ? 'auto' : 'hidden';
  }, [text]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkJournalImage(file);
    if (problem) {
      setPhotoError(problem);
      return;
    }
    setPhotoError(undefined);
    try {
      setPhoto({ file, dataUrl: await readFileAsDataUrl(file) });
    } catch {
      setPhotoError('That photo could not be read. Please try another one.');
    }
    textareaRef.current?.focus();
  };

  const send = async () => {
    if (blank || sending) return;
    const message: OutgoingMessage = { content: text.trim(), photo, sentAt: new Date().toISOString() };
    // Cleared at once; put back if sending fails and nothing new has been typed.
    setText('');
    setPhoto(null);
    setPhotoError(undefined);
    const sent = await onSend(message);
    if (!sent) {
      setText((current) => (current === '' ? message.content : current));
      setPhoto((current) => current ?? message.photo);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const fileInputProps = (label: string) => ({
    type: 'file' as const,
    'aria-label': label,
    tabIndex: -1,
    className: 'sr-only',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      void pick(event.target.files?.[0]);
      event.target.value = '';
    },
  });

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send();
      }}
      aria-label="Write to your coach"
      className="space-y-2 rounded-lg border border-line bg-surface p-3 shadow-card md:p-4"
    >
      <input ref={libraryInput} accept="image/*" {...fileInputProps('Photo from your library')} />
      <input ref={cameraInput} accept="image/*" capture="environment" {...fileInputProps('Take a photo')} />
      <input ref={fileInput} accept="image/*,.heic,.heif" {...fileInputProps('Choose a photo file')} />
      <label htmlFor={id} className="block text-base font-semibold">
        Message your coach
      </label>
      {photo ? (
        <div className="flex items-center gap-3 rounded-md bg-sunken p-2">
          <img src={photo.dataUrl} alt="Photo to send" className="size-16 rounded-md object-cover" />
          <span className="min-w-0 flex-1 truncate text-base">{photo.file.name}</span>
          <Button variant="ghost" size="icon" aria-label="Remove the photo" onClick={() => setPhoto(null)}>
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="secondary" size="icon" aria-label="Add a photo" className="size-13 shrink-0">
              <ImagePlus aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" side="top">
            <DropdownMenuLabel>Add a photo</DropdownMenuLabel>
            <DropdownMenuItem onSelect={() => libraryInput.current?.click()}>
              <Images aria-hidden="true" />
              Photo Library
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => cameraInput.current?.click()}>
              <Camera aria-hidden="true" />
              Take Photo
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => fileInput.current?.click()}>
              <FileImage aria-hidden="true" />
              Choose File
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <textarea
          ref={textareaRef}
          id={id}
          rows={1}
          value={text}
          maxLength={ENTRY_MAX_CHARS}
          placeholder="How did training go?"
          aria-describedby={`${id}-hint ${id}-count`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          style={{ minHeight: MIN_HEIGHT, maxHeight: MAX_HEIGHT }}
          className="w-full resize-none rounded-md border border-line-strong bg-surface px-4 py-2.5 text-base text-ink placeholder:text-muted hover:border-ink"
        />
        <Button type="submit" size="icon" aria-label="Send message" disabled={blank || sending} className="size-13 shrink-0">
          <Send aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-wrap justify-between gap-2 text-sm text-muted">
        <span id={`${id}-hint`}>Enter sends; Shift+Enter starts a new line.</span>
        <span id={`${id}-count`}>
          {text.length.toLocaleString('en-GB')} / {ENTRY_MAX_CHARS.toLocaleString('en-GB')} characters
        </span>
      </div>
      <p aria-live="polite" className={photoError ? 'text-base font-semibold text-danger' : 'sr-only'}>
        {photoError ?? ''}
      </p>
    </form>
  );
}

// ------------------------------------------------------------------ page

/** /journal: the chat-style Insights Guide. */
export function JournalPage() {
  const journal = useJournal();
  const cache = useJournalCache();
  const sendMessage = useMutation({
    mutationFn: (message: OutgoingMessage) => {
      const form = new FormData();
      form.append('content', message.content);
      form.append('tags', '[]');
      form.append('is_private', 'false');
      form.append('entry_type', 'user_entry');
      if (message.photo) form.append('image', message.photo.file);
      return apiJson<Answer<'/api/community/journal', 'post'>>('POST', '/api/community/journal', form);
    },
    onSuccess: (entry) => {
      cache.put(entry);
      void cache.refresh();
    },
  });

  const onSend = async (message: OutgoingMessage): Promise<boolean> => {
    try {
      await sendMessage.mutateAsync(message);
      return true;
    } catch {
      toast({ title: 'Message not sent', description: 'Failed to send message. Please try again.', variant: 'destructive' });
      return false;
    }
  };

  const entries = journal.data ?? [];
  const outgoing = sendMessage.isPending ? sendMessage.variables : null;

  return (
    <div className="container-page max-w-4xl space-y-6 py-8">
      <JournalViewsNav />
      <YourGoalsCard />
      <section aria-labelledby="conversation-heading" className="space-y-4">
        <div>
          <h2 id="conversation-heading" className="text-3xl">
            Your conversation
          </h2>
          <p className="text-base text-muted">Your messages are saved to your journal. Coach replies appear under the message they answer.</p>
        </div>
        {journal.isPending ? (
          <Spinner label="Loading your conversation" showLabel />
        ) : journal.isError ? (
          <LoadError message="Your conversation could not be loaded." onRetry={() => void journal.refetch()} />
        ) : entries.length === 0 && !outgoing ? (
          <div className="rounded-lg border border-dashed border-line-strong bg-surface p-8 text-center">
            <p className="font-serif text-2xl font-bold">Start your conversation</p>
            <p className="mx-auto mt-2 max-w-xl text-lg text-muted">
              Tell your coach about today's session, how you are feeling or what you are aiming for. Add a photo if you
              like. Your messages are kept in your journal, and coach replies will appear here beneath them.
            </p>
          </div>
        ) : (
          <Timeline entries={entries} outgoing={outgoing ?? null} />
        )}
        {journal.isError ? null : <Composer onSend={onSend} sending={sendMessage.isPending} />}
      </section>
      <ThemeReportsCard saveFailure={SAVE_FAILURE} />
    </div>
  );
}
