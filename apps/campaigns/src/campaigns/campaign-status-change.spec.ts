import { ServiceError } from '@mailroom/contracts';
import { CampaignRow } from './campaign';
import { CampaignRepository } from './campaign.repository';
import { changeCampaignStatus } from './campaign-status-change';

// The campaign as another request left it when this one's change found it in no `from` status.
function movedOn(now: Partial<CampaignRow> | undefined): CampaignRepository {
  return {
    changeStatus: () => Promise.resolve(undefined),
    find: () => Promise.resolve(now),
  } as unknown as CampaignRepository;
}

const cancel = {
  from: ['scheduled'] as const,
  change: { status: 'draft' as const, scheduled_at: null },
  refusal: 'only a scheduled campaign can be cancelled',
};

it('answers the campaign as the change left it', async () => {
  const moved = { id: 'c1', team_id: 7, status: 'draft' } as CampaignRow;
  const campaigns = { changeStatus: () => Promise.resolve(moved) } as unknown as CampaignRepository;

  await expect(changeCampaignStatus(campaigns, moved, cancel)).resolves.toBe(moved);
});

it('refuses with 409 naming the status another request moved the campaign to', async () => {
  const refused = await changeCampaignStatus(
    movedOn({ status: 'sending' }),
    { id: 'c1', team_id: 7 },
    cancel,
  ).then(
    () => undefined,
    (error: unknown) => error,
  );

  expect(refused).toBeInstanceOf(ServiceError);
  expect((refused as ServiceError).payload).toMatchObject({
    status: 409,
    error_code: 'campaign_status_conflict',
    message: 'The campaign is sending: only a scheduled campaign can be cancelled.',
  });
});

it('answers 404 when another request deleted the campaign meanwhile', async () => {
  const refused = await changeCampaignStatus(movedOn(undefined), { id: 'c1', team_id: 7 }, cancel).then(
    () => undefined,
    (error: unknown) => error,
  );

  expect((refused as ServiceError).payload).toMatchObject({ status: 404, error_code: 'not_found' });
});
