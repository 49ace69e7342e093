import { Injectable } from '@nestjs/common';
import { ImportRef, RequestContext } from '@mailroom/contracts';
import { isUuid } from '../../../shared/audience-ids';
import { ImportRepository } from '../../import.repository';

// An upload the gateway could not finish (too large, the client went away): dropped with its chunks.
@Injectable()
export class AbandonImportUseCase {
  constructor(private readonly imports: ImportRepository) {}

  async execute(ctx: RequestContext, ref: ImportRef): Promise<void> {
    if (isUuid(ref.import_id)) await this.imports.abandon(ctx.team_id, ref.import_id);
  }
}
