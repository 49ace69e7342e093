import { CampaignStatus } from '@mailroom/contracts';
import { CampaignContent, CampaignRow } from './campaign';
import { CampaignChange, CampaignRepository } from './campaign.repository';
import { campaignNotFound, changedWhileChecked, statusConflict } from './campaign-rules';

// A status change asked by a caller: the campaign as the change left it, or, when it was no longer in one of
// `from` (another request moved it first), a 409 naming the status it is in now (a 404 if it is gone). With
// `checked`, the content the caller checked (a send's or schedule's checks): a campaign changed since is a
// 409 too, so that no campaign goes out with content nobody checked.
export async function changeCampaignStatus(
  campaigns: CampaignRepository,
  campaign: Pick<CampaignRow, 'id' | 'team_id'>,
  move: {
    from: readonly CampaignStatus[];
    change: CampaignChange;
    refusal: string;
    checked?: CampaignContent;
  },
): Promise<CampaignRow> {
  const changed = await campaigns.changeStatus(
    campaign.team_id,
    campaign.id,
    move.from,
    move.change,
    move.checked,
  );
  if (changed) return changed;
  const now = await campaigns.find(campaign.team_id, campaign.id);
  if (!now) throw campaignNotFound();
  if (move.from.includes(now.status)) throw changedWhileChecked(now.status);
  throw statusConflict(now.status, move.refusal);
}
