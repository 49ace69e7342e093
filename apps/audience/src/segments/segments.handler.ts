import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AudienceSubject,
  CreateSegmentDto,
  Envelope,
  ListSegmentsQuery,
  SegmentListView,
  SegmentRef,
  SegmentView,
  UpdateSegmentRequest,
} from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { CreateSegmentUseCase } from './use-cases/create-segment/create-segment.use-case';
import { DeleteSegmentUseCase } from './use-cases/delete-segment/delete-segment.use-case';
import { GetSegmentUseCase } from './use-cases/get-segment/get-segment.use-case';
import { ListSegmentsUseCase } from './use-cases/list-segments/list-segments.use-case';
import { UpdateSegmentUseCase } from './use-cases/update-segment/update-segment.use-case';

@BusHandler()
export class SegmentsHandler {
  constructor(
    private readonly createSegment: CreateSegmentUseCase,
    private readonly listSegments: ListSegmentsUseCase,
    private readonly getSegment: GetSegmentUseCase,
    private readonly updateSegment: UpdateSegmentUseCase,
    private readonly deleteSegment: DeleteSegmentUseCase,
  ) {}

  @MessagePattern(AudienceSubject.createSegment)
  create(@Payload() { ctx, data }: Envelope<CreateSegmentDto>): Promise<SegmentView> {
    return this.createSegment.execute(ctx, data);
  }

  @MessagePattern(AudienceSubject.listSegments)
  list(@Payload() { ctx, data }: Envelope<ListSegmentsQuery>): Promise<SegmentListView> {
    return this.listSegments.execute(ctx, data);
  }

  @MessagePattern(AudienceSubject.getSegment)
  get(@Payload() { ctx, data }: Envelope<SegmentRef>): Promise<SegmentView> {
    return this.getSegment.execute(ctx, data.segment_id);
  }

  @MessagePattern(AudienceSubject.updateSegment)
  update(@Payload() { ctx, data }: Envelope<UpdateSegmentRequest>): Promise<SegmentView> {
    return this.updateSegment.execute(ctx, data);
  }

  @MessagePattern(AudienceSubject.deleteSegment)
  async delete(@Payload() { ctx, data }: Envelope<SegmentRef>): Promise<{ deleted: true }> {
    await this.deleteSegment.execute(ctx, data.segment_id);
    return { deleted: true };
  }
}
