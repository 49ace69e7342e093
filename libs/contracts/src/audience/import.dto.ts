import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

// Query of POST /audience/contacts/import (its body is the CSV itself).
export class ImportContactsQuery {
  @ApiPropertyOptional({ description: 'Comma-separated list ids of the team every imported contact joins' })
  @IsOptional()
  @IsString({ message: 'The list_ids must be a comma-separated list of list ids.' })
  @MaxLength(50 * 37, { message: 'The list_ids may name at most 50 lists.' })
  list_ids?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], default: 'false' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'The update_existing must be true or false.' })
  update_existing?: 'true' | 'false';
}

export interface OpenImportRequest {
  list_ids: string[];
  update_existing: boolean;
}

export interface ImportChunk {
  import_id: string;
  // 0, 1, 2 ... in the order of the body.
  seq: number;
  // base64 of the chunk's bytes.
  data: string;
}

export interface ImportRef {
  import_id: string;
}

export interface StartImportRequest extends ImportRef {
  chunks: number;
}
