import { Module } from '@nestjs/common';
import { MemberDataController } from './member-data.controller.js';
import { MemberDataWriter } from './member-data-writer.js';

/**
 * "Your data": a member's download of everything kept about them. It owns no table: every part comes from its owner's
 * query (analytics, api-keys, auth, billing, community, insights, newsletter, premium; the uploads ledger and the audit
 * log through the infrastructure's readers), and no module depends on it.
 */
@Module({ controllers: [MemberDataController], providers: [MemberDataWriter] })
export class MemberDataModule {}
