import { GenericPlanPool } from '@mailroom/database';
import { Outbox, OutboxRelay } from '@mailroom/messaging';
import { DeliveryWorker } from '../../../delivery-queue/delivery-worker';
import { SendingQuota } from '../../../usage/sending-quota';
import { UsageRepository } from '../../../usage/usage.repository';
import { IdempotencyRepository } from '../../idempotency.repository';
import { contentSize, Transmission } from '../../transmission';
import { TransmissionRepository } from '../../transmission.repository';
import { AcceptedSend, AcceptedSends } from './accepted-sends';

const MIB = 1024 * 1024;

// Records the transmissions of each commit; a commit takes a moment, so that the sends that arrive
// meanwhile make up the next one.
class RecordingTransmissions {
  readonly commits: string[][] = [];

  async insert(_runner: unknown, transmissions: Transmission[]): Promise<void> {
    this.commits.push(transmissions.map((t) => t.id));
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

// A paid team's send without an Idempotency-Key whose html is `htmlBytes` long: the one-statement commit.
function paidSend(id: string, htmlBytes: number): AcceptedSend {
  const now = new Date();
  return {
    ctx: { team_id: 1, plan: 'pro_1m' },
    transmission: { id, html: 'x'.repeat(htmlBytes), text: null, attachments: [] },
    messages: [],
    events: [],
    result: { request_id: id, accepted: 1, rejected: 0 },
    counted: 1,
    now,
    usage: undefined,
  } as unknown as AcceptedSend;
}

describe('AcceptedSends', () => {
  let transmissions: RecordingTransmissions;
  let accepted: AcceptedSends;

  beforeEach(() => {
    transmissions = new RecordingTransmissions();
    accepted = new AcceptedSends(
      {} as GenericPlanPool,
      new Outbox('sending'),
      { kick: () => undefined } as unknown as OutboxRelay,
      transmissions as unknown as TransmissionRepository,
      {} as IdempotencyRepository,
      { paidAdditions: () => [] } as unknown as SendingQuota,
      { softAdditions: () => ({ cte: () => '', parameters: [] }) } as unknown as UsageRepository,
      { queued: () => undefined } as unknown as DeliveryWorker,
    );
  });

  it('commits sends that arrive together at once, and large ones at most 4 MiB of content a commit', async () => {
    const sends = [
      paidSend('small-0', 100),
      paidSend('small-1', 100),
      paidSend('large-1', 3 * MIB),
      paidSend('large-2', 3 * MIB),
      paidSend('small-2', 100),
      paidSend('huge', 9 * MIB),
      paidSend('small-3', 100),
    ];
    await Promise.all(sends.map((send) => accepted.record(send)));

    const size = new Map(sends.map((send) => [send.transmission.id, contentSize(send.transmission)]));
    expect(transmissions.commits.flat().sort()).toEqual(sends.map((s) => s.transmission.id).sort());
    for (const commit of transmissions.commits) {
      const content = commit.reduce((total, id) => total + size.get(id)!, 0);
      if (commit.length > 1) expect(content).toBeLessThanOrEqual(4 * MIB);
    }
    // In arrival order, as much as fits each time; a send larger than the bound alone.
    expect(transmissions.commits).toEqual([
      ['small-0', 'small-1', 'large-1'],
      ['large-2', 'small-2'],
      ['huge'],
      ['small-3'],
    ]);
  });
});
