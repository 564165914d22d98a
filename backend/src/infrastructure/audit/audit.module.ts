import { Module, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AuditLogSchema } from './audit-log.entity.js';
import { runAudited } from './audited.js';

/**
 * The audit log of staff actions (audit_log; admins read it). Every route for signed-in callers runs with its actor
 * (AuditActorInterceptor, which `Access` puts on them), and every command goes through `runAudited`, so a command class
 * marked @Audited leaves one row per execution, written by Outbox.transactional in the transaction of its change.
 */
@Module({
  imports: [MikroOrmModule.forFeature([AuditLogSchema])],
})
export class AuditModule implements OnModuleInit {
  constructor(private readonly commands: CommandBus) {}

  onModuleInit(): void {
    // @nestjs/cqrs has no command middleware: the one bus instance's execute is wrapped here, once.
    const execute = this.commands.execute.bind(this.commands);
    this.commands.execute = ((command: object, context?: unknown) =>
      runAudited(command, () => (execute as (c: object, x?: unknown) => Promise<unknown>)(command, context))) as CommandBus['execute'];
  }
}
