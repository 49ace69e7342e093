import { Injectable } from '@nestjs/common';
import { ImportView, RequestContext, ServiceError, StartImportRequest } from '@mailroom/contracts';
import { isUuid } from '../../../shared/audience-ids';
import { importView } from '../../import.mapper';
import { ImportRepository } from '../../import.repository';
import { ImportWorker } from '../../import-worker';

// The file is all there: the import becomes a queued job.
@Injectable()
export class StartImportUseCase {
  constructor(
    private readonly imports: ImportRepository,
    private readonly worker: ImportWorker,
  ) {}

  async execute(ctx: RequestContext, request: StartImportRequest): Promise<ImportView> {
    if (
      !isUuid(request.import_id) ||
      !(await this.imports.start(ctx.team_id, request.import_id, request.chunks))
    )
      throw ServiceError.notFound('Import not found.');
    this.worker.kick();
    const row = await this.imports.find(ctx.team_id, request.import_id);
    if (!row) throw ServiceError.notFound('Import not found.');
    return importView(row);
  }
}
