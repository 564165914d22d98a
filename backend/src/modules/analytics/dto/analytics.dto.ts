import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class ArticleViewDto {
  @ApiProperty({ example: 12, description: 'The published article read' })
  @IsInt({ message: 'article_id must be an article id (a whole number)' })
  @Min(1, { message: 'article_id must be an article id (a whole number)' })
  @Max(2_147_483_647, { message: 'article_id must be an article id (a whole number)' })
  article_id!: number;
}

export class MostReadQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 10, default: 3 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 10' })
  @Min(1, { message: 'limit must be a whole number from 1 to 10' })
  @Max(10, { message: 'limit must be a whole number from 1 to 10' })
  limit?: number;
}

/** GET /api/community/momentum/goal-words: a goal as the member types it (the longest a goal may be: 500 characters). */
export class GoalWordsQueryDto {
  @ApiProperty({ example: 'Finish the Berlin marathon under 4 hours', minLength: 1, maxLength: 500 })
  @IsString({ message: 'goal must be text' })
  @IsNotEmpty({ message: 'goal must not be empty' })
  @MaxLength(500, { message: 'goal must be at most 500 characters' })
  goal!: string;
}

export class GoalWordsView {
  @ApiProperty({
    type: [String],
    example: ['finish', 'berlin', 'marathon'],
    description: "The words goal alignment would look for in the member's entries with this goal (as goal_words of GET /api/community/momentum). Empty for a goal of short words only ('Run a 5k'): alignment could not be measured.",
  })
  goal_words!: string[];
}
