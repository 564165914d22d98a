import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Access, type AuthUser } from '../../infrastructure/http/access.js';
import { CurrentUser } from '../../infrastructure/http/current-user.decorator.js';
import { TooManyRequestsException } from '../../infrastructure/http/too-many-requests.js';
import { SessionLookup } from '../../infrastructure/http/session-lookup.js';
import { endsSession, MemberChannel, SESSIONS_ENDED, type MemberMessage, type SessionsEnded } from '../../infrastructure/realtime/member-channel.js';
import { OpenStreams } from '../../infrastructure/realtime/open-streams.js';

/** The event a coach reply is pushed under (its data: ReplyPush). */
export const REPLY_EVENT = 'reply';
/** Sent once the stream listens: a screen reads what it shows again then, so nothing written before is missed. */
export const READY_EVENT = 'ready';
/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** A stream ends after this long and the browser opens a new one (its session is checked in full again then). */
export const STREAM_MAX_MS = 5 * 60_000;
/** How many streams one member may hold open in one process (one per open journal tab). */
export const STREAMS_PER_MEMBER = 6;
export const TOO_MANY_STREAMS = 'Too many open journal tabs. Close one and reload.';

/**
 * The member's coach replies, pushed as they are written (Server-Sent Events): the journal screens listen while they
 * are open and put each reply in place of its 'Creating Insights' placeholder, with no polling. A stream ends with its
 * session: at once when auth announces that the session ended (SESSIONS_ENDED, from any process), and in any case
 * before a push, which checks the session first (an expired session, or news lost on the way), so nothing reaches
 * a signed-out browser. A process that stops ends its streams first (OpenStreams), and each browser reconnects to
 * another process.
 */
@ApiTags('community insights')
@Controller('api/community/insights')
export class ReplyStreamController {
  private readonly open = new Map<number, Set<Response>>();

  constructor(
    private readonly channel: MemberChannel,
    private readonly sessions: SessionLookup,
    private readonly streams: OpenStreams,
  ) {}

  @Get('stream')
  @Access('signed-in')
  @ApiOperation({
    summary: "The member's coach replies as they are written (text/event-stream); the stream ends when its session does",
    description:
      `Server-Sent Events. \`${READY_EVENT}\` once the stream listens (read the journal again then: replies written before it are not sent); ` +
      `\`${REPLY_EVENT}\` with \`{"entry_id": number, "aiResponses": InsightView[], "goal_reached": boolean}\` when a reply to one of the member's entries is stored (goal_reached: the entry was the first to reach the active goal's event, which the goal now shows as reached_at). ` +
      `A comment every ${HEARTBEAT_MS / 1000} s; the stream ends after ${STREAM_MAX_MS / 60_000} minutes and the browser reconnects (retry: 3000).`,
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'The event stream', content: { 'text/event-stream': { schema: { type: 'string' } } } })
  @ApiTooManyRequestsResponse({ description: TOO_MANY_STREAMS })
  async stream(@CurrentUser() user: AuthUser, @Req() req: Request, @Res() res: Response): Promise<void> {
    const own = this.open.get(user.id) ?? new Set<Response>();
    if (own.size >= STREAMS_PER_MEMBER) throw new TooManyRequestsException(TOO_MANY_STREAMS, 60);
    own.add(res);
    this.open.set(user.id, own);
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    // no-transform: the compression middleware leaves the stream alone (it would hold events back); no buffering in nginx.
    res.setHeader('Cache-Control', 'private, no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    res.write('retry: 3000\n\n');
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    let stop: (() => void) | undefined;
    let closed = false;
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const end = setTimeout(() => res.end(), STREAM_MAX_MS);
    let release: (() => void) | undefined;
    res.on('close', () => {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(end);
      stop?.();
      release?.();
      own.delete(res);
      if (!own.size && this.open.get(user.id) === own) this.open.delete(user.id);
    });
    release = this.streams.hold(() => res.end());
    const hear = async (message: MemberMessage) => {
      if (message.event === SESSIONS_ENDED) {
        if (endsSession(message.data as SessionsEnded, user.sessionId)) res.end();
        return;
      }
      // The session again, before anything of the member's goes out.
      const still = (await this.sessions.userIdOf(req).catch(() => undefined)) === user.id;
      if (closed) return;
      if (still) send(message.event, message.data);
      else res.end();
    };
    const stopListening = await this.channel.listen(user.id, (message) => void hear(message));
    if (closed) return stopListening();
    stop = stopListening;
    send(READY_EVENT, {});
  }
}
