import { Global, Module } from '@nestjs/common';
import { MemberChannel } from './member-channel.js';
import { OpenStreams } from './open-streams.js';

/**
 * Messages to members' open screens from any process (MemberChannel), and the process's open event streams, which a
 * stop ends first (OpenStreams); global, so any module can inject them.
 */
@Global()
@Module({ providers: [MemberChannel, OpenStreams], exports: [MemberChannel, OpenStreams] })
export class RealtimeModule {}
