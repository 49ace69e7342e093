import { Inject, Injectable, Logger } from '@nestjs/common';
import { ClaimLoop, ClaimLoopWorker } from '@mailroom/runtime';
import { CAMPAIGNS_CONFIG, CampaignsConfig } from '../config/campaigns.config';
import { CampaignPreparer } from './campaign-preparer';
import { CampaignProgressRepository, PreparingCampaign } from './campaign-progress.repository';
import { SendingWorker } from './sending-worker';

const MIN_IDLE_MS = 10;
// Campaigns one process prepares at once.
const PREPARE_CONCURRENCY = 2;

// Starts campaigns: scheduled ones when their time comes, and those asked to send now (kicked by the use
// case in this process, found by the poll in the others).
@Injectable()
export class PreparationWorker extends ClaimLoopWorker<PreparingCampaign> {
  protected readonly loop: ClaimLoop<PreparingCampaign>;

  constructor(
    @Inject(CAMPAIGNS_CONFIG) config: CampaignsConfig,
    progress: CampaignProgressRepository,
    preparer: CampaignPreparer,
    sending: SendingWorker,
  ) {
    super();
    this.loop = new ClaimLoop({
      concurrency: PREPARE_CONCURRENCY,
      claim: (room) => progress.claimPreparing(room, config.leaseSeconds),
      process: async (campaign) => {
        if (await preparer.prepare(campaign)) sending.kick();
      },
      idleMs: async () => {
        const untilNext = (await progress.msUntilNextDue()) ?? config.pollIntervalMs;
        return Math.min(Math.max(untilNext, MIN_IDLE_MS), config.pollIntervalMs);
      },
      logger: new Logger(PreparationWorker.name),
    });
  }
}
