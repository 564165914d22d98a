import { Global, Module } from '@nestjs/common';
import { MemberChannel } from './member-channel.js';

/** Messages to members' open screens from any process (MemberChannel); global, so any module can inject it. */
@Global()
@Module({ providers: [MemberChannel], exports: [MemberChannel] })
export class RealtimeModule {}
