import { Inject, Injectable, Logger } from '@nestjs/common';
import { ClaimLoop, ClaimLoopWorker } from '@mailroom/runtime';
import { AUDIENCE_CONFIG, AudienceConfig } from '../config/audience.config';
import { PropertyRepository } from '../properties/property.repository';
import { SegmentAudience } from './segment-audience';
import { SegmentRepository, SegmentRow } from './segment.repository';

// cached_contacts_count: counted when a segment is written (bounded by a timeout) and again whenever it is
// older than the refresh interval, in the background; a read only reads it.
@Injectable()
export class SegmentCounts extends ClaimLoopWorker<SegmentRow> {
  private readonly logger = new Logger(SegmentCounts.name);
  protected readonly loop: ClaimLoop<SegmentRow>;

  constructor(
    @Inject(AUDIENCE_CONFIG) private readonly config: AudienceConfig,
    private readonly segments: SegmentRepository,
    private readonly properties: PropertyRepository,
    private readonly audience: SegmentAudience,
  ) {
    super();
    this.loop = new ClaimLoop<SegmentRow>({
      concurrency: 1,
      claim: (room) => this.segments.claimStale(room, this.config.segmentRefreshSeconds),
      process: async (segment) => {
        await this.refresh(segment);
      },
      idleMs: () => Promise.resolve(Math.min(this.config.segmentRefreshSeconds * 1000, 30_000)),
      logger: this.logger,
    });
  }

  // Counts now, within the on-write bound; answers the count stored, or undefined when it took too long.
  async refresh(segment: SegmentRow, timeoutMs?: number): Promise<number | undefined> {
    const definitions = await this.properties.definitions(segment.team_id);
    const count = await this.audience.count(segment.team_id, segment, definitions, timeoutMs);
    if (count !== undefined) await this.segments.storeCount(segment.id, count, segment.version);
    return count;
  }

  refreshOnWrite(segment: SegmentRow): Promise<number | undefined> {
    return this.refresh(segment, this.config.segmentCountTimeoutMs);
  }
}
