import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CampaignRecipient,
  RequestContext,
  ResolveRecipientsRequest,
  ResolveRecipientsResult,
  ServiceError,
} from '@mailroom/contracts';
import { DataSource } from 'typeorm';
import { AUDIENCE_SCHEMA } from '../../../database/audience.schema';
import { ListRepository } from '../../../lists/list.repository';
import { PropertyRepository } from '../../../properties/property.repository';
import { SegmentAudience } from '../../../segments/segment-audience';
import { SegmentRepository } from '../../../segments/segment.repository';
import { isUuid } from '../../../shared/audience-ids';
import { TopicRepository } from '../../../topics/topic.repository';

const MAX_LIMIT = 5000;
// The properties one page carries at most (the first contact whatever its size): a contact may hold 100
// properties of 2,000 characters, and 5,000 of them made a reply of a gigabyte, past what one string holds,
// so that the campaign failed to prepare on every try.
export const MAX_PAGE_PROPERTY_BYTES = 8 * 1024 * 1024;

// audience.resolve-recipients: one keyset page (by contact id) of the contacts a campaign may mail: of the
// list or matching the segment, subscribed, not paused, and subscribed to the topic when there is one.
@Injectable()
export class ResolveRecipientsUseCase {
  constructor(
    @InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource,
    private readonly lists: ListRepository,
    private readonly topics: TopicRepository,
    private readonly segments: SegmentRepository,
    private readonly properties: PropertyRepository,
    private readonly audience: SegmentAudience,
  ) {}

  async execute(ctx: RequestContext, request: ResolveRecipientsRequest): Promise<ResolveRecipientsResult> {
    const errors: Record<string, string[]> = {};
    if ((request.list_id === undefined) === (request.segment_id === undefined))
      errors.list_id = ['Give exactly one of list_id and segment_id.'];
    if (!Number.isInteger(request.limit) || request.limit < 1 || request.limit > MAX_LIMIT)
      errors.limit = [`The limit must be an integer from 1 to ${MAX_LIMIT}.`];
    if (request.after_id !== undefined && !isUuid(request.after_id))
      errors.after_id = ['The after_id must be a contact id.'];
    if (Object.keys(errors).length > 0) throw ServiceError.validation(errors);

    const params: unknown[] = [];
    let from: string;
    let order: string;
    if (request.segment_id !== undefined) {
      const segment = isUuid(request.segment_id)
        ? await this.segments.find(ctx.team_id, request.segment_id)
        : undefined;
      if (!segment) throw ServiceError.notFound('Segment not found.');
      from = this.audience.matching(
        ctx.team_id,
        segment,
        await this.properties.definitions(ctx.team_id),
        params,
      );
      order = 'c.id';
    } else {
      const list = isUuid(request.list_id) ? await this.lists.find(ctx.team_id, request.list_id) : undefined;
      if (!list) throw ServiceError.notFound('List not found.');
      params.push(ctx.team_id, list.id);
      from = `FROM "audience"."list_member" m JOIN "audience"."contact" c ON c.id = m.contact_id
              WHERE c.team_id = $1 AND m.list_id = $2`;
      order = 'm.contact_id';
    }
    if (request.topic_id !== undefined) {
      const topic = isUuid(request.topic_id)
        ? await this.topics.find(ctx.team_id, request.topic_id)
        : undefined;
      if (!topic) throw ServiceError.notFound('Topic not found.');
      params.push(topic.id);
      from += ` AND EXISTS (SELECT 1 FROM "audience"."topic_subscription" ts
                             WHERE ts.topic_id = $${params.length} AND ts.contact_id = c.id)`;
    }
    if (request.after_id !== undefined) {
      params.push(request.after_id);
      from += ` AND ${order} > $${params.length}`;
    }
    params.push(request.limit, MAX_PAGE_PROPERTY_BYTES);
    // The page the limit takes, cut where its properties pass the bound; `fetched` says how many the limit
    // took, so that a cut page still names where the next one starts.
    const rows = await this.dataSource.query<(CampaignRecipient & { fetched: number })[]>(
      `WITH page AS (
         SELECT c.id AS contact_id, c.email, c.properties, octet_length(c.properties::text) AS bytes ${from}
            AND c.status = 'subscribed' AND (c.paused_until IS NULL OR c.paused_until <= now())
          ORDER BY ${order} LIMIT $${params.length - 1}
       ), running AS (
         SELECT *, sum(bytes) OVER (ORDER BY contact_id ROWS UNBOUNDED PRECEDING) - bytes AS before,
                count(*) OVER () AS fetched
           FROM page
       )
       SELECT contact_id, email, properties, fetched::int FROM running
        WHERE before < $${params.length} ORDER BY contact_id`,
      params,
    );
    const recipients = rows.map(({ fetched: _, ...recipient }) => recipient);
    const fetched = rows[0]?.fetched ?? 0;
    const more = fetched === request.limit || recipients.length < fetched;
    return {
      recipients,
      next_after_id: more ? recipients[recipients.length - 1].contact_id : null,
    };
  }
}
