import { EmailEventRecord } from '@mailroom/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { EmailEventRepository, StoredEvent } from '../../email-event.repository';
import { EventListCursors } from '../../event-list-cursor';
import { EventPartitions } from '../../event-partitions';
import { ListEventsUseCase } from './list-events.use-case';

const NOW = new Date('2026-11-27T12:00:00Z');
const CALLER = { team_id: 7, key_type: 'live' as const, sandbox_recipient: undefined };

function stored(minutesAgo: number): StoredEvent {
  const at = new Date(NOW.getTime() - minutesAgo * 60_000);
  const record = {
    event_id: randomUUID(),
    type: 'injection',
    timestamp: at.toISOString(),
    team_id: CALLER.team_id,
    request_id: randomUUID(),
    message_id: randomUUID(),
    rcpt_to: 'reader@example.net',
    raw_rcpt_to: 'reader@example.net',
    recipient_domain: 'example.net',
    mailbox_provider: 'Other',
    mailbox_provider_region: 'Global',
    subject: 'Hello',
    friendly_from: 'news@mail.example.test',
    sending_domain: 'mail.example.test',
    injection_time: at.toISOString(),
    click_tracking: false,
    open_tracking: false,
    transactional: true,
    rcpt_meta: {},
    sandbox: false,
  } as EmailEventRecord;
  return { record, event_id: record.event_id, occurred_at_us: String(at.getTime() * 1000) };
}

// A store whose count saw one more event than its page: an event committed between the two reads, which run
// side by side on two connections.
function racingStore(listed: StoredEvent[], counted: number): EmailEventRepository {
  return {
    page: async (_team: number, _filter: unknown, _after: unknown, limit: number) => listed.slice(0, limit),
    count: async () => counted,
  } as unknown as EmailEventRepository;
}

function useCase(store: EmailEventRepository): ListEventsUseCase {
  const config = {
    retentionDays: 10,
    trackingRetentionDays: 30,
    encryptionKey: randomBytes(32).toString('base64'),
  };
  const partitions = { windowStart: (now: Date) => new Date(now.getTime() - 10 * 86_400_000) };
  return new ListEventsUseCase(store, partitions as EventPartitions, new EventListCursors(config));
}

describe('ListEventsUseCase', () => {
  it('answers a first page that holds every match with its own count, not a count that raced ahead of it', async () => {
    const events = [stored(1)];
    const listed = await useCase(racingStore(events, 2)).execute(CALLER, {}, NOW);
    expect(listed.events.data.map((event) => event.event_id)).toEqual([events[0].event_id]);
    expect(listed.events.total_count).toBe(1);
  });

  it('answers the count of the store when more pages follow', async () => {
    const events = [stored(1), stored(2), stored(3)];
    const listed = await useCase(racingStore(events, 40)).execute(CALLER, { per_page: 2 }, NOW);
    expect(listed.events.data).toHaveLength(2);
    expect(listed.events.pagination.next_cursor).not.toBeNull();
    expect(listed.events.total_count).toBe(40);
  });
});
