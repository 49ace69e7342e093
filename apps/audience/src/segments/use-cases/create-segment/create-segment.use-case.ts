import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CreateSegmentDto, RequestContext, SegmentView, ServiceError } from '@mailroom/contracts';
import { DataSource } from 'typeorm';
import { AUDIENCE_SCHEMA } from '../../../database/audience.schema';
import { ListRepository } from '../../../lists/list.repository';
import { PropertyRepository } from '../../../properties/property.repository';
import { checkConditionGroups } from '../../segment-compiler';
import { SegmentCounts } from '../../segment-counts';
import { segmentView } from '../../segment.mapper';
import { SegmentRepository } from '../../segment.repository';

// POST /audience/segments: validated against the team's properties (422 naming the bad condition), then
// counted at once within a bound.
@Injectable()
export class CreateSegmentUseCase {
  constructor(
    @InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource,
    private readonly segments: SegmentRepository,
    private readonly lists: ListRepository,
    private readonly properties: PropertyRepository,
    private readonly counts: SegmentCounts,
  ) {}

  async execute(ctx: RequestContext, dto: CreateSegmentDto): Promise<SegmentView> {
    const listId = dto.list_id?.toLowerCase() ?? null;
    const id = await this.dataSource.transaction(async (manager) => {
      // No property definition is deleted while a segment that compares it is being written.
      await this.properties.lockTeam(manager, ctx.team_id);
      const conditionGroups = checkConditionGroups(
        dto.condition_groups,
        await this.properties.definitions(ctx.team_id, manager),
      );
      // Held until the segment commits: a list deleted meanwhile is 404, and a delete that comes after
      // finds the segment (409 list_in_use).
      if (listId && (await this.lists.unknownIdsHeld(manager, ctx.team_id, [listId])).length > 0)
        throw ServiceError.notFound('List not found.');
      return this.segments.insert(manager, ctx.team_id, {
        name: dto.name,
        list_id: listId,
        condition_groups: conditionGroups,
      });
    });
    return segmentView(await this.countedSegment(ctx.team_id, id));
  }

  private async countedSegment(teamId: number, id: string) {
    const segment = await this.segments.find(teamId, id);
    if (!segment) throw ServiceError.notFound('Segment not found.');
    await this.counts.refreshOnWrite(segment);
    return (await this.segments.find(teamId, id)) ?? segment;
  }
}
