import { Injectable } from '@nestjs/common';
import { RequestContext, SegmentView, ServiceError } from '@mailroom/contracts';
import { requireUuid } from '../../../shared/audience-ids';
import { segmentView } from '../../segment.mapper';
import { SegmentRepository } from '../../segment.repository';

// GET /audience/segments/{id}: with the count as last refreshed; a read never counts.
@Injectable()
export class GetSegmentUseCase {
  constructor(private readonly segments: SegmentRepository) {}

  async execute(ctx: RequestContext, segmentId: string): Promise<SegmentView> {
    const row = await this.segments.find(ctx.team_id, requireUuid(segmentId, 'Segment'));
    if (!row) throw ServiceError.notFound('Segment not found.');
    return segmentView(row);
  }
}
