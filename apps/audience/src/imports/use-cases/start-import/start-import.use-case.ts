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

  // The answer shows the import as this request left it (queued), whatever the worker has begun since.
  async execute(ctx: RequestContext, request: StartImportRequest): Promise<ImportView> {
    const row = isUuid(request.import_id)
      ? await this.imports.start(ctx.team_id, request.import_id, request.chunks)
      : undefined;
    if (!row) throw ServiceError.notFound('Import not found.');
    this.worker.kick();
    return importView(row);
  }
}
