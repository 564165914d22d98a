import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AuditLogSchema } from './audit-log.entity.js';

/** The audit log of staff actions (audit_log): every module writes it with recordAudit; admins read it. */
@Module({ imports: [MikroOrmModule.forFeature([AuditLogSchema])] })
export class AuditModule {}
