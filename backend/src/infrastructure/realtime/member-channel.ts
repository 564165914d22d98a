import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config.js';
import { connectionName, redisOptionsFromUrl } from '../queue/redis-options.js';

/** One message to a member's open screens: an event name and its data (sent as JSON). */
export interface MemberMessage {
  event: string;
  data: unknown;
}

export type MemberListener = (message: MemberMessage) => void;

/**
 * Sent when sessions of the member end (sign-out, signing the other devices out, a password change or reset, account
 * deletion): each stream of an ended session closes, and its browser's reconnect is refused. Its data says which ended:
 * `only` that one, every one but `keep`, or (neither) all of them. Never passed on to a browser.
 */
export const SESSIONS_ENDED = 'sessions-ended';
export interface SessionsEnded {
  only?: string;
  keep?: string;
}
export const sessionsEnded = (data: SessionsEnded = {}): MemberMessage => ({ event: SESSIONS_ENDED, data });
/** Whether the SESSIONS_ENDED message's data ends the session `sessionId`. */
export const endsSession = (data: SessionsEnded, sessionId: string): boolean =>
  data.only !== undefined ? data.only === sessionId : data.keep !== sessionId;

/**
 * Messages to the screens a member has open (their event streams), from whichever process wrote the news: with
 * REDIS_URL through Redis pub/sub (a channel per member under QUEUE_PREFIX, subscribed while this process holds one of
 * the member's streams), else within the process. Best effort: a screen that was not listening reads the news with
 * its next read (each stream reads again when it opens).
 */
@Injectable()
export class MemberChannel implements OnApplicationShutdown {
  private readonly logger = new Logger('MemberChannel');
  /** By member: their listeners in this process, and the subscription of their channel (made once). */
  private readonly listeners = new Map<number, { all: Set<MemberListener>; subscribed: Promise<unknown> }>();
  private readonly publisher?: Redis;
  private readonly subscriber?: Redis;
  private readonly prefix: string;
  /**
   * Each connection's first connect, made once, on its first use: commands wait for it (a subscriber may send nothing
   * before ready). Apart, so a process that only sends (a worker writing coach replies) never opens the subscriber.
   */
  private readonly connected = new Map<Redis, Promise<unknown>>();

  constructor(@Inject(AppConfig) config: AppConfig) {
    this.prefix = `${config.queuePrefix}:member:`;
    if (config.redisUrl) {
      const options = { ...redisOptionsFromUrl(config.redisUrl), maxRetriesPerRequest: 1 };
      this.publisher = new Redis({ ...options, enableOfflineQueue: false, lazyConnect: true, connectionName: connectionName(config.queuePrefix, 'member-publish') });
      this.subscriber = new Redis({ ...options, lazyConnect: true, connectionName: connectionName(config.queuePrefix, 'member-subscribe') });
      for (const redis of [this.publisher, this.subscriber]) redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
      this.subscriber.on('message', (channel: string, text: string) => this.deliver(Number(channel.slice(this.prefix.length)), JSON.parse(text) as MemberMessage));
    }
  }

  /** Sends `message` to every stream the member has open, in any process. */
  async send(userId: number, message: MemberMessage): Promise<void> {
    if (!this.publisher) return this.deliver(userId, message);
    await this.connect(this.publisher);
    await this.publisher.publish(`${this.prefix}${userId}`, JSON.stringify(message));
  }

  /** Calls `listener` with each message to the member (from when this resolves) until the returned function is called. */
  async listen(userId: number, listener: MemberListener): Promise<() => void> {
    let own = this.listeners.get(userId);
    if (!own) {
      const channel = `${this.prefix}${userId}`;
      own = { all: new Set(), subscribed: this.subscriber ? this.connect(this.subscriber).then((s) => s.subscribe(channel)) : Promise.resolve() };
      this.listeners.set(userId, own);
    }
    const mine = own;
    mine.all.add(listener);
    const stop = () => {
      mine.all.delete(listener);
      if (mine.all.size || this.listeners.get(userId) !== mine) return;
      this.listeners.delete(userId);
      this.subscriber?.unsubscribe(`${this.prefix}${userId}`).catch(() => undefined);
    };
    try {
      await mine.subscribed;
    } catch (error) {
      stop();
      throw error;
    }
    return stop;
  }

  /** How many members have a stream open in this process. */
  get members(): number {
    return this.listeners.size;
  }

  /** Connects `redis` once, on its first use (an app that never streams opens no subscriber, one that never sends no publisher). */
  private async connect(redis: Redis): Promise<Redis> {
    let connected = this.connected.get(redis);
    if (!connected) {
      connected = redis.connect().catch((error: unknown) => {
        this.connected.delete(redis);
        throw error;
      });
      this.connected.set(redis, connected);
    }
    await connected;
    return redis;
  }

  private deliver(userId: number, message: MemberMessage): void {
    for (const listener of this.listeners.get(userId)?.all ?? []) listener(message);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.publisher, this.subscriber].map((redis) => (redis && redis.status !== 'wait' && redis.status !== 'end' ? redis.quit().catch(() => undefined) : undefined)));
  }
}
