import { useEffect } from 'react';
import { useApp } from '../components/app-context';
import { ErrorMessage, Loading, Status, Time } from '../components/ui';
import { useApi, useReadAgain } from '../components/use-api';

interface DetailEvent {
  event_id: string;
  type: string;
  timestamp: string;
  rcpt_to: string;
  subject: string;
  friendly_from: string;
  sending_domain: string;
  mailbox_provider: string;
  msg_size: number | null;
  reason: string | null;
  raw_reason: string | null;
  error_code: string | null;
}

const FINAL = new Set([
  'delivery',
  'bounce',
  'policy_rejection',
  'generation_failure',
  'generation_rejection',
]);
// A new email's later events take a moment: read again a few times, further apart each time (sandbox keys
// have a small request budget).
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000];
const retryDelay = (reads: number): number | undefined => RETRY_DELAYS_MS[reads];

export function EmailScreen({ requestId }: { requestId: string }) {
  const { api } = useApp();
  const detail = useApi(
    () => api.mailroom.emails.get(requestId) as Promise<{ results: DetailEvent[]; total_count: number }>,
    [api, requestId],
  );
  // Read again only while the email was read and still waits for its outcome.
  const pending = detail.data !== null && !detail.data.results.some((e) => FINAL.has(e.type));
  const restart = useReadAgain(detail, pending, retryDelay);
  useEffect(restart, [requestId, restart]);
  const refresh = () => {
    restart();
    detail.reload();
  };

  return (
    <section>
      <h1>
        Email <bdi>{requestId}</bdi>
      </h1>
      <button type="button" onClick={refresh}>
        Refresh
      </button>
      <ErrorMessage error={detail.error} />
      {detail.loading && !detail.data && <Loading what="events" />}
      {detail.data && (
        <>
          <p>
            {detail.data.total_count} event{detail.data.total_count === 1 ? '' : 's'}, oldest first.
          </p>
          <ol className="timeline" aria-label="Event timeline">
            {detail.data.results.map((event) => (
              <li key={event.event_id} data-event-type={event.type}>
                <Status value={event.type} /> <Time value={event.timestamp} /> to{' '}
                <strong>{event.rcpt_to}</strong>
                <div className="muted">
                  {event.subject} · from {event.friendly_from} · {event.sending_domain}
                  {event.msg_size ? ` · ${event.msg_size} bytes` : ''}
                </div>
                {(event.reason || event.error_code) && (
                  <div>
                    {event.error_code && <code>{event.error_code}</code>} {event.reason}
                  </div>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
