import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

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
