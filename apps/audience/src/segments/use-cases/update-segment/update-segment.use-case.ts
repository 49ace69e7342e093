import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RequestContext, SegmentView, ServiceError, UpdateSegmentRequest } from '@mailroom/contracts';
import { DataSource } from 'typeorm';
import { AUDIENCE_SCHEMA } from '../../../database/audience.schema';
import { ListRepository } from '../../../lists/list.repository';
import { PropertyRepository } from '../../../properties/property.repository';
import { requireUuid } from '../../../shared/audience-ids';
import { checkConditionGroups } from '../../segment-compiler';
import { SegmentCounts } from '../../segment-counts';
import { segmentView } from '../../segment.mapper';
import { SegmentRepository } from '../../segment.repository';

// PATCH /audience/segments/{id}: name, list_id (null lifts the restriction) and condition_groups, each
// optional; a change is counted again at once within a bound.
@Injectable()
export class UpdateSegmentUseCase {
  constructor(
    @InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource,
    private readonly segments: SegmentRepository,
    private readonly lists: ListRepository,
    private readonly properties: PropertyRepository,
    private readonly counts: SegmentCounts,
  ) {}

  async execute(ctx: RequestContext, request: UpdateSegmentRequest): Promise<SegmentView> {
    const id = requireUuid(request.segment_id, 'Segment');
    const changes = request.changes;
    const changed = await this.dataSource.transaction(async (manager) => {
      await this.properties.lockTeam(manager, ctx.team_id);
      const current = await this.segments.find(ctx.team_id, id, manager, true);
      if (!current) throw ServiceError.notFound('Segment not found.');
      if (Object.keys(changes).length === 0) return false;
      const definitions = await this.properties.definitions(ctx.team_id, manager);
      const conditionGroups = changes.condition_groups
        ? checkConditionGroups(changes.condition_groups, definitions)
        : current.condition_groups;
      const listId =
        changes.list_id === undefined ? current.list_id : (changes.list_id?.toLowerCase() ?? null);
      // A new list is held until the change commits, as on create.
      if (
        listId &&
        listId !== current.list_id &&
        (await this.lists.unknownIdsHeld(manager, ctx.team_id, [listId])).length > 0
      )
        throw ServiceError.notFound('List not found.');
      await this.segments.update(manager, ctx.team_id, id, {
        name: changes.name ?? current.name,
        list_id: listId,
        condition_groups: conditionGroups,
      });
      return true;
    });
    let segment = await this.segments.find(ctx.team_id, id);
    if (!segment) throw ServiceError.notFound('Segment not found.');
    if (changed) {
      await this.counts.refreshOnWrite(segment);
      segment = (await this.segments.find(ctx.team_id, id)) ?? segment;
    }
    return segmentView(segment);
  }
}
