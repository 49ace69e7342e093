import { Injectable } from '@nestjs/common';
import { RequestContext, ServiceError } from '@mailroom/contracts';
import { requireUuid } from '../../../shared/audience-ids';
import { SegmentRepository } from '../../segment.repository';

@Injectable()
export class DeleteSegmentUseCase {
  constructor(private readonly segments: SegmentRepository) {}

  async execute(ctx: RequestContext, segmentId: string): Promise<void> {
    if (!(await this.segments.delete(ctx.team_id, requireUuid(segmentId, 'Segment'))))
      throw ServiceError.notFound('Segment not found.');
  }
}
