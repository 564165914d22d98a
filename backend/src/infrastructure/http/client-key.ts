import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

export const CLIENT_KEY_NOT_UUID = 'client_key must be a UUID';

/**
 * The key a page makes when something that may be sent again (a member's message, entry or goal; a staff member's new
 * ad) is first sent, and sends again with every retry of it (docs/members-api.md, "Sending again"; the frontend's
 * lib/client-key.ts): a repeat with the key answers what the first one stored and writes nothing. Stored with the row,
 * unique per account (a partial unique index on (account, client_key)), so repeats at the same moment store one row.
 * `alsoNot`: what else a repeat never does again (a budget unit, a coach reply, ...).
 */
export const ClientKey = (what: string, alsoNot?: string) =>
  applyDecorators(
    ApiPropertyOptional({
      format: 'uuid',
      example: '0b9f5c1e-4c1a-4f7e-9a0e-2f6b1d8c3a47',
      description:
        `A random UUID made when this ${what} is first sent and sent again, unchanged, with every retry of it (a new ${what} gets a new one). ` +
        `A repeat with a key the same account used before answers the ${what} stored the first time, as the first answer did (the same status), and ` +
        `stores nothing more${alsoNot ? ` (${alsoNot})` : ''}, also when the repeats arrive at the same moment. Absent: every request stores a new ${what}.`,
    }),
    IsOptional(),
    IsUUID('all', { message: CLIENT_KEY_NOT_UUID }),
  );
