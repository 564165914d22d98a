import { BookOpen, MessageCircleHeart, Pin } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { MetaLine } from '../../../components/ui/meta-line';
import { WrittenText } from '../../../components/ui/written-text';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { focusAfterChange } from '../../../lib/focus-after-change';
import { INSIGHT_PREVIEW_CHARS, formatTime } from '../journal-utils';
import { isCut } from '../../../lib/text-preview';
import { usePinInsight } from '../members-api';
import type { AiResponse, Recommendation } from '../member-shapes';
import { themeLabel } from '../saved-reports';
import { coachReplySourceNote, INSIGHTS_HEADING_IDS } from '../insights';
import { helplineLinks, sendsToHelp } from '../helpline-links';
import { mayReadPremium } from '../../../lib/user';
import { useMemberUser } from '../member-context';
import { PremiumReaderDialog } from './premium-reader-dialog';
import { SaveReportButton } from './save-report-button';
import { ReportCover } from './report-cover';

/** The attribute of a list of pinned insights (the Journey's Insights tab): the list a reply leaves when unpinned. */
const PINNED_LIST_ATTRIBUTE = 'data-pinned-list';

const pinButtons = (root: ParentNode, replyId?: string) =>
  [...root.querySelectorAll<HTMLElement>(replyId === undefined ? '[data-pin-insight]' : `[data-pin-insight="${replyId}"]`)];

/**
 * Where focus carries on after Unpin on `pressed` (decided when it is pressed, found once the change is drawn): the
 * button itself where it stays (a reply in the recent insights, drawn unpressed), else the same reply's button shown
 * elsewhere (the recent insights), else the Pin button of the next pinned insight (or the one before), else the
 * nearest insights heading. Undefined while the change is not drawn yet.
 */
function afterUnpin(pressed: HTMLElement, replyId: number): () => HTMLElement | null | undefined {
  const list = pressed.closest<HTMLElement>(`[${PINNED_LIST_ATTRIBUTE}]`);
  const inList = list ? pinButtons(list) : [];
  const at = inList.indexOf(pressed);
  const neighbours = at < 0 ? [] : [inList[at + 1], inList[at - 1]].flatMap((button) => (button?.dataset.pinInsight ? [button.dataset.pinInsight] : []));
  return () => {
    if (pressed.isConnected) return pressed.getAttribute('aria-pressed') === 'false' ? pressed : undefined;
    const same = pinButtons(document, String(replyId)).find((button) => button.isConnected);
    if (same) return same;
    for (const id of neighbours) {
      const next = list?.isConnected ? pinButtons(list, id)[0] : undefined;
      if (next) return next;
    }
    return document.getElementById(INSIGHTS_HEADING_IDS.pinned) ?? document.getElementById(INSIGHTS_HEADING_IDS.recent);
  };
}

/**
 * Pin or unpin a coach reply: the pin state comes with the journal and changes at once (undone on failure). While the
 * change is on its way the button is busy (Button's `busy`: aria-busy, aria-disabled, presses ignored), not disabled: a
 * disabled button loses focus, and a keyboard user pressing Pin would be sent back to the top of the page. Unpinning
 * takes the reply out of the pinned list: focus goes where `afterUnpin` says, never to the page's body; the toast
 * ('Insight Unpinned', polite) says what happened.
 */
function PinButton({ reply }: { reply: AiResponse }) {
  const pin = usePinInsight();
  const pinned = reply.is_pinned;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="aria-pressed:bg-accent-soft aria-pressed:text-accent-hover"
      // One name, its state in aria-pressed ("Pin this insight, toggle button, pressed"), never both flipping.
      aria-pressed={pinned}
      aria-label="Pin this insight"
      busy={pin.isPending}
      data-pin-insight={reply.id}
      onClick={(event) => {
        if (pinned) focusAfterChange(afterUnpin(event.currentTarget, reply.id));
        pin.mutate({ insightId: reply.id, pin: !pinned });
      }}
    >
      {/* The visible word stays "Pin" too (the name a voice user says); a pinned reply's button is filled. */}
      <Pin aria-hidden="true" className={pinned ? 'fill-current' : undefined} />
      Pin
    </Button>
  );
}

/**
 * Below `sm` (a phone) the card stays compact: its labels are one wrapping line of words in their colours ('Premium
 * Report · Training & Performance · Day 3', two lines at 390 px, not three pills on three lines), and Read and Save to
 * Library share one row (12 px side padding instead of 16 lets them fit; each grows to fill it, and they still wrap
 * at 200 % text or on a narrower phone). From `sm` up: pills, and buttons at their own width.
 */
const PHONE_LABEL = 'max-sm:inline max-sm:border-0 max-sm:bg-transparent max-sm:p-0';
const PHONE_BUTTON = 'max-sm:flex-auto max-sm:px-3';

/** A recommended premium report: why it is recommended, Read (the reader, with Save to Library) and Save. */
function RecommendationItem({
  recommendation,
  journalEntryId,
  saveFailure,
}: {
  recommendation: Recommendation;
  journalEntryId: number;
  saveFailure: string;
}) {
  const [open, setOpen] = useState(false);
  const user = useMemberUser();
  // Saving is for Premium members and staff (the server says so too); others read the teaser and the way to upgrade.
  const maySave = mayReadPremium(user);
  const content = recommendation.premiumContent;
  const topic = content.topic || 'Premium Coaching Insight';
  const theme = themeLabel(content.editorial_theme);
  const labels: Array<{ key: string; tone: BadgeTone; text: string }> = [
    { key: 'premium', tone: 'premium', text: 'Premium Report' },
    ...(theme ? [{ key: 'theme', tone: 'accent' as const, text: theme }] : []),
    ...(content.editorial_week ? [{ key: 'day', tone: 'neutral' as const, text: `Day ${content.editorial_week}` }] : []),
  ];
  return (
    <li className="flex flex-wrap gap-4 rounded-md border border-premium/30 bg-premium-soft p-3 sm:p-4">
      <ReportCover src={content.cover_image} className="hidden aspect-[4/3] w-28 shrink-0 self-start rounded-md object-cover sm:block" />
      <div className="min-w-0 flex-1 basis-56 space-y-2">
        <MetaLine
          as="div"
          className="text-sm font-semibold sm:flex sm:flex-wrap sm:gap-2"
          separatorClassName="text-muted sm:hidden"
          items={labels.map(({ key, tone, text }) => (
            <Badge key={key} tone={tone} className={PHONE_LABEL}>
              {text}
            </Badge>
          ))}
        />
        <p className="text-lg font-semibold break-words">{topic}</p>
        {content.subtitle ? <p className="text-base text-muted">{content.subtitle}</p> : null}
        <p className="text-base">
          <span className="font-semibold">Why: </span>
          {recommendation.recommendation_reason}
        </p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button variant="secondary" size="sm" className={PHONE_BUTTON} aria-label={`Read report: ${topic}`} onClick={() => setOpen(true)}>
            <BookOpen aria-hidden="true" />
            Read
          </Button>
          {maySave ? (
            <SaveReportButton variant="secondary" size="sm" className={PHONE_BUTTON} contentId={content.id} journalEntryId={journalEntryId} saveFailure={saveFailure} label={topic} saved={recommendation.saved} />
          ) : null}
        </div>
      </div>
      <PremiumReaderDialog contentId={content.id} journalEntryId={journalEntryId} open={open} onOpenChange={setOpen} saveFailure={saveFailure} saved={recommendation.saved} />
    </li>
  );
}

/**
 * A coach reply ("insight"): long replies fold at 200 characters (`whole`: never, as on the journal's page for print);
 * pin; recommended premium reading with reasons (`withReading` false leaves it out, as that page may).
 */
export function CoachReply({
  reply,
  journalEntryId,
  saveFailure,
  whole = false,
  withReading = true,
  className,
}: {
  reply: AiResponse;
  journalEntryId: number;
  saveFailure: string;
  whole?: boolean;
  withReading?: boolean;
  className?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  // A reply that sends the member to a helpline (999, NHS 111, Samaritans) is never folded: what to do shows whole.
  const cut = !whole && !sendsToHelp(reply.response_content) && isCut(reply.response_content, INSIGHT_PREVIEW_CHARS);
  const recommendations = withReading ? (reply.recommendations ?? []) : [];
  const sourceNote = coachReplySourceNote(reply);
  return (
    <article
      aria-label="Coach insight"
      className={cn(
        'space-y-3 rounded-lg rounded-tl-sm border bg-surface p-5 shadow-card',
        reply.is_pinned ? 'border-accent ring-1 ring-accent' : 'border-line',
        className,
      )}
    >
      <p className="flex flex-wrap items-center gap-2 text-base font-bold text-accent-hover">
        {/* The icon in the line's first words: on a phone the line wraps under it, not below it alone. */}
        <MetaLine
          as="span"
          separatorClassName="font-normal text-muted"
          items={[
            <>
              <MessageCircleHeart aria-hidden="true" className="mr-2 inline-block size-5 align-[-0.25em]" />
              Your coach
            </>,
            <time key="time" dateTime={reply.created_at} className="font-normal text-muted">
              {formatTime(reply.created_at)}
            </time>,
            sourceNote ? <span className="font-normal text-muted">{sourceNote}</span> : null,
          ]}
        />
        {reply.is_pinned ? (
          <Badge tone="accent">
            <Pin aria-hidden="true" className="size-3.5" />
            Pinned
          </Badge>
        ) : null}
      </p>
      {/* Cut, its first paragraphs (the screen's); printed, whole (the second block: paper has no 'Read more'). */}
      <WrittenText
        text={reply.response_content}
        preview={cut && !expanded ? INSIGHT_PREVIEW_CHARS : undefined}
        className="text-lg"
        blockClassName={cut && !expanded ? 'print:hidden' : undefined}
        render={helplineLinks}
      />
      {cut && !expanded ? <WrittenText text={reply.response_content} className="text-lg" blockClassName="hidden print:block" render={helplineLinks} /> : null}
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        {cut ? (
          <Button variant="link" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
            {expanded ? 'Show less' : 'Read more'}
          </Button>
        ) : null}
        <PinButton reply={reply} />
      </div>
      {recommendations.length ? (
        <div className="space-y-2">
          <p className="text-base font-semibold">Recommended reading</p>
          <ul className="space-y-2">
            {recommendations.map((recommendation) => (
              <RecommendationItem
                key={recommendation.id}
                recommendation={recommendation}
                journalEntryId={journalEntryId}
                saveFailure={saveFailure}
              />
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
