import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { QueryInteger } from './validation/query-integer';
import { MAX_INTEGER } from './validation/integer-range';

// Lists that SPEC pages by number.
export class Pagination {
  @ApiProperty({ type: 'integer' })
  total!: number;

  @ApiProperty({ type: 'integer' })
  per_page!: number;

  @ApiProperty({ type: 'integer' })
  current_page!: number;

  @ApiProperty({ type: 'integer' })
  last_page!: number;
}

export class PageQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 })
  @IsOptional()
  @QueryInteger()
  @IsInt({ message: 'The page must be an integer.' })
  @Min(1, { message: 'The page must be at least 1.' })
  @Max(MAX_INTEGER, { message: `The page may not be greater than ${MAX_INTEGER}.` })
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 25 })
  @IsOptional()
  @QueryInteger()
  @IsInt({ message: 'The per_page must be an integer.' })
  @Min(1, { message: 'The per_page must be at least 1.' })
  @Max(100, { message: 'The per_page may not be greater than 100.' })
  per_page?: number;
}

export function pagination(total: number, page: number, perPage: number): Pagination {
  return { total, per_page: perPage, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
