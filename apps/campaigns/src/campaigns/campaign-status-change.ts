import { CampaignStatus } from '@mailroom/contracts';
import { CampaignRow } from './campaign';
import { CampaignChange, CampaignRepository } from './campaign.repository';
import { campaignNotFound, statusConflict } from './campaign-rules';

// A status change asked by a caller: the campaign as the change left it, or, when it was no longer in one of
// `from` (another request moved it first), a 409 naming the status it is in now (a 404 if it is gone).
export async function changeCampaignStatus(
  campaigns: CampaignRepository,
  campaign: Pick<CampaignRow, 'id' | 'team_id'>,
  move: { from: readonly CampaignStatus[]; change: CampaignChange; refusal: string },
): Promise<CampaignRow> {
  const changed = await campaigns.changeStatus(campaign.team_id, campaign.id, move.from, move.change);
  if (changed) return changed;
  const now = await campaigns.find(campaign.team_id, campaign.id);
  throw now ? statusConflict(now.status, move.refusal) : campaignNotFound();
}
