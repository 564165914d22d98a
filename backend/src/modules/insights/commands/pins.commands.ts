import { NotFoundException } from '@nestjs/common';
import { CommandHandler, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiProperty } from '@nestjs/swagger';
import { Outbox } from '../../../infrastructure/queue/outbox.js';

export const INSIGHT_NOT_FOUND = 'Insight not found';

export class PinState {
  @ApiProperty() isPinned!: boolean;
}

export class SetPinCommand {
  constructor(public readonly userId: number, public readonly insightId: number, public readonly pinned: boolean) {}
}

/** Pins or unpins one of the member's own insights; idempotent. Another member's insight is 404. */
@CommandHandler(SetPinCommand)
export class SetPinHandler implements ICommandHandler<SetPinCommand, PinState> {
  constructor(private readonly outbox: Outbox) {}

  async execute({ userId, insightId, pinned }: SetPinCommand): Promise<PinState> {
    return this.outbox.transactional(async (em) => {
      // Only a real change writes (and moves the member's data version): repeating a pin is free.
      const [row] = await em.execute<{ is_pinned: boolean }[]>(
        `with mine as (select id, is_pinned from ai_responses where id = ? and user_id = ? for update),
         changed as (update ai_responses r set is_pinned = ?, pinned_at = case when ? then now() else null end
           from mine where r.id = mine.id and mine.is_pinned <> ? returning r.is_pinned)
         select coalesce((select is_pinned from changed), (select is_pinned from mine)) as is_pinned from mine`,
        [insightId, userId, pinned, pinned, pinned],
      );
      if (!row) throw new NotFoundException(INSIGHT_NOT_FOUND);
      return { isPinned: row.is_pinned };
    });
  }
}

export class PinStateQuery {
  constructor(public readonly userId: number, public readonly insightId: number) {}
}

@QueryHandler(PinStateQuery)
export class PinStateHandler implements IQueryHandler<PinStateQuery, PinState> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, insightId }: PinStateQuery): Promise<PinState> {
    const [row] = await this.em.fork().execute<{ is_pinned: boolean }[]>('select is_pinned from ai_responses where id = ? and user_id = ?', [insightId, userId]);
    if (!row) throw new NotFoundException(INSIGHT_NOT_FOUND);
    return { isPinned: row.is_pinned };
  }
}
