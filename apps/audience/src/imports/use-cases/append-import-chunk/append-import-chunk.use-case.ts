import { Injectable } from '@nestjs/common';
import { IMPORT_CHUNK_BYTES, ImportChunk, RequestContext, ServiceError } from '@mailroom/contracts';
import { isUuid } from '../../../shared/audience-ids';
import { ImportRepository } from '../../import.repository';

// One piece of the uploaded file, stored in order until the import starts.
@Injectable()
export class AppendImportChunkUseCase {
  constructor(private readonly imports: ImportRepository) {}

  async execute(ctx: RequestContext, chunk: ImportChunk): Promise<void> {
    const data = Buffer.from(typeof chunk.data === 'string' ? chunk.data : '', 'base64');
    if (
      !Number.isInteger(chunk.seq) ||
      chunk.seq < 0 ||
      data.length === 0 ||
      data.length > 2 * IMPORT_CHUNK_BYTES
    )
      throw ServiceError.validation({ body: ['The import chunk is invalid.'] });
    if (
      !isUuid(chunk.import_id) ||
      !(await this.imports.appendChunk(ctx.team_id, chunk.import_id, chunk.seq, data))
    )
      throw ServiceError.notFound('Import not found.');
  }
}
