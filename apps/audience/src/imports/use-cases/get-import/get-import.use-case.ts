import { Injectable } from '@nestjs/common';
import { ImportView, RequestContext, ServiceError } from '@mailroom/contracts';
import { requireUuid } from '../../../shared/audience-ids';
import { importView } from '../../import.mapper';
import { ImportRepository } from '../../import.repository';

// GET /audience/imports/{id}: progress and the first 100 row errors.
@Injectable()
export class GetImportUseCase {
  constructor(private readonly imports: ImportRepository) {}

  async execute(ctx: RequestContext, importId: string): Promise<ImportView> {
    const row = await this.imports.find(ctx.team_id, requireUuid(importId, 'Import'));
    if (!row) throw ServiceError.notFound('Import not found.');
    return importView(row);
  }
}
