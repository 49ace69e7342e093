import { Client } from 'pg';

// A team's email events as sending and tracking would have made them, written straight into
// "events"."email_event" by PostgreSQL itself (generate_series), a chunk per statement. Each message gets four
// events seven seconds apart: its injection; a delivery (90%), bounce (5%), delay (4%) or policy rejection;
// an open of some kind; and a click (70%), a late delivery, an out-of-band bounce, an unsubscribe or a spam
// complaint. Two recipients per transmission, 50,000 recipients over 20 domains, one transmission every
// few seconds, newest a minute ago and oldest `spanSeconds` before.
export const EVENTS_PER_MESSAGE = 4;
const MESSAGES_PER_TRANSMISSION = 2;
const RECIPIENTS = 50_000;
const DOMAINS = 20;
export const SEEDED_TYPES = ['delivery', 'injection', 'click', 'open', 'bounce', 'spam_complaint'] as const;
export const SEEDED_BOUNCE_CLASSES = [10, 21, 22, 50, 54] as const;

export interface Seed {
  teamId: number;
  events: number;
  spanSeconds: number;
  // The newest message's time.
  newest: Date;
}

// ISO 8601 with milliseconds, as JavaScript writes timestamps.
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

const SEED_SQL = `
  INSERT INTO "events"."email_event"
    (event_id, occurred_at, team_id, sandbox, type, request_id, message_id, rcpt_to, bounce_class, record)
  SELECT event_id, at, $1, false, type, request_id, message_id, rcpt, bounce_class,
    jsonb_build_object(
      'event_id', event_id, 'type', type, 'timestamp', to_char(at AT TIME ZONE 'UTC', ${ISO}), 'team_id', $1::integer,
      'request_id', request_id, 'message_id', message_id, 'rcpt_to', rcpt, 'raw_rcpt_to', rcpt,
      'recipient_domain', split_part(rcpt, '@', 2), 'mailbox_provider', 'Provider ' || (m % 7),
      'mailbox_provider_region', 'Europe', 'subject', 'Your order #' || m || ' has shipped',
      'friendly_from', 'shop@bench.example.test', 'sending_domain', 'bench.example.test',
      'injection_time', to_char(sent AT TIME ZONE 'UTC', ${ISO}), 'click_tracking', true, 'open_tracking', true, 'transactional', true,
      'rcpt_meta', jsonb_build_object('customer', 'c' || (m % 50000)), 'sandbox', false)
    || CASE type
         WHEN 'delivery' THEN jsonb_build_object('queue_time', 1200 + m % 900, 'msg_size', 2100 + m % 500,
                                                 'sending_ip', '192.0.2.10')
         WHEN 'click' THEN jsonb_build_object('target_link_url', 'https://shop.example.test/orders/' || m,
                                              'user_agent', 'Mozilla/5.0 (bench)')
         WHEN 'open' THEN jsonb_build_object('user_agent', 'Mozilla/5.0 (bench)')
         ELSE '{}'::jsonb
       END
    || CASE WHEN bounce_class IS NULL THEN '{}'::jsonb
       ELSE jsonb_build_object('bounce_class', bounce_class, 'error_code', '550',
                               'reason', '550 5.1.1 Mailbox unavailable', 'raw_reason', '550 5.1.1 Mailbox unavailable')
       END
  FROM (
    SELECT gen_random_uuid() AS event_id, m, sent, sent + k * interval '7 seconds' AS at,
      'req' || lpad((m / ${MESSAGES_PER_TRANSMISSION})::text, 8, '0') AS request_id,
      'msg' || m AS message_id,
      'user' || ((m * 7919) % ${RECIPIENTS}) || '@example' || (m % ${DOMAINS}) || '.test' AS rcpt,
      t.type,
      CASE WHEN t.type IN ('bounce', 'out_of_band') THEN (ARRAY[10, 10, 10, 20, 21, 22, 23, 24, 25, 50, 51, 52, 53, 54])[1 + (m % 14)] END
        AS bounce_class
    FROM (
      SELECT i / ${EVENTS_PER_MESSAGE} AS m, i % ${EVENTS_PER_MESSAGE} AS k,
             (i / ${EVENTS_PER_MESSAGE} * 2654435761) % 1000 AS h,
             date_trunc('milliseconds', $5::timestamptz
               - make_interval(secs => $4::float8 * (i / ${EVENTS_PER_MESSAGE}) / $6::float8)) AS sent
        FROM generate_series($2::bigint, $3::bigint) i
    ) s,
    LATERAL (SELECT CASE k
      WHEN 0 THEN 'injection'
      WHEN 1 THEN CASE WHEN h < 900 THEN 'delivery' WHEN h < 950 THEN 'bounce' WHEN h < 990 THEN 'delay'
                       ELSE 'policy_rejection' END
      WHEN 2 THEN CASE WHEN h % 10 < 6 THEN 'open' WHEN h % 10 < 9 THEN 'initial_open' ELSE 'amp_open' END
      ELSE CASE WHEN h % 100 < 70 THEN 'click' WHEN h % 100 < 85 THEN 'delivery' WHEN h % 100 < 92 THEN 'out_of_band'
                WHEN h % 100 < 96 THEN 'list_unsubscribe' WHEN h % 100 < 98 THEN 'spam_complaint'
                ELSE 'link_unsubscribe' END
    END AS type) t
  ) e`;

// What the events context's migration does for events it did not store itself: the hourly counts.
const COUNT_SQL = `
  INSERT INTO "events"."email_event_count" (team_id, hour, type, bounce_class, events)
  SELECT team_id, date_trunc('hour', occurred_at, 'UTC'), type, coalesce(bounce_class, 0), count(*)
    FROM "events"."email_event"
   WHERE team_id = $1 AND NOT sandbox
   GROUP BY 1, 2, 3, 4`;

export async function seedEvents(
  databaseUrl: string,
  seed: Seed,
  onProgress: (done: number) => void,
  signal: AbortSignal,
  chunk = 100_000,
): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let first = 0; first < seed.events && !signal.aborted; first += chunk) {
      const last = Math.min(seed.events, first + chunk) - 1;
      await client.query(SEED_SQL, [
        seed.teamId,
        first,
        last,
        seed.spanSeconds,
        seed.newest,
        seed.events / EVENTS_PER_MESSAGE,
      ]);
      onProgress(last + 1);
    }
    if (signal.aborted) return;
    await client.query(COUNT_SQL, [seed.teamId]);
    // As autovacuum would in time: the visibility map makes counting an index-only scan.
    await client.query('VACUUM (ANALYZE) "events"."email_event"');
    await client.query('ANALYZE "events"."email_event_count"');
  } finally {
    await client.end();
  }
}

// Values a seed of `events` events holds, to query by: the n-th of a spread of them.
export const seeded = {
  recipient: (n: number, events: number): string => {
    const message = (n * 104_729) % Math.floor(events / EVENTS_PER_MESSAGE);
    return `user${(message * 7919) % RECIPIENTS}@example${message % DOMAINS}.test`;
  },
  transmission: (n: number, events: number): string => {
    const transmissions = Math.floor(events / EVENTS_PER_MESSAGE / MESSAGES_PER_TRANSMISSION);
    return `req${String((n * 7_919) % transmissions).padStart(8, '0')}`;
  },
};
