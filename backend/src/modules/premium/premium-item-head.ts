import { ApiProperty } from '@nestjs/swagger';
import { PREMIUM_STATUSES, type PremiumStatus } from './entities/premium-content.entity.js';

/** What every premium item shows first, whole or in a list: its id, titles, editorial slot, status and dates. */
export class PremiumItemHead {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'Strength training for masters triathletes' }) topic!: string;
  @ApiProperty({ type: String, nullable: true }) subtitle!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: "Shown as 'Day N'" }) editorial_week!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Training & Performance' }) editorial_theme!: string | null;
  @ApiProperty({ enum: PREMIUM_STATUSES }) status!: PremiumStatus;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

/** The columns a head is read from, as an entity or a summary row holds them. */
export interface PremiumItemHeadRow {
  id: number;
  topic: string;
  subtitle?: string | null;
  editorial_week?: number | null;
  editorial_theme?: string | null;
  status: PremiumStatus;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The head of an item as the API shows it (ids are integers, dates ISO strings). */
export function headOf(row: PremiumItemHeadRow): PremiumItemHead {
  return {
    id: Number(row.id),
    topic: row.topic,
    subtitle: row.subtitle ?? null,
    editorial_week: row.editorial_week ?? null,
    editorial_theme: row.editorial_theme ?? null,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
