import type { CampaignListQuery } from '@mailroom/sdk';
import { useState } from 'react';
import { useApp } from '../components/app-context';
import {
  CursorControls,
  ErrorMessage,
  Link,
  Loading,
  PageControls,
  Status,
  Time,
  useCursorPages,
} from '../components/ui';
import { useApi, useReadAgain } from '../components/use-api';

// How often a campaign being prepared or sent is read again.
const REFRESH_MS = 3_000;
const everyRefresh = () => REFRESH_MS;

interface Campaign {
  id: string;
  name: string;
  status: string;
  subject: string;
  from_email: string;
  sent_count: number;
  total_recipients: number;
  created_at: string;
  scheduled_at: string | null;
  sent_at: string | null;
  stats: Record<string, number>;
  review_reason: string | null;
  failure_reason: string | null;
}

export function CampaignsScreen() {
  const { api } = useApp();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const list = useApi(() => {
    return api.mailroom.campaigns.list({
      page,
      per_page: 25,
      status: (status || undefined) as CampaignListQuery['status'],
    });
  }, [api, page, status]);
  return (
    <section>
      <h1>Campaigns</h1>
      <label className="inline">
        Status
        <select
          value={status}
          onChange={(e) => {
            setPage(1);
            setStatus(e.target.value);
          }}
        >
          <option value="">any</option>
          {['draft', 'scheduled', 'preparing', 'in_review', 'sending', 'sent', 'failed'].map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <ErrorMessage error={list.error} />
      {list.loading && !list.data && <Loading what="campaigns" />}
      {list.data && (
        <>
          <table>
            <thead>
              <tr>
                <th>Name</th>
                <th>Status</th>
                <th>Sent</th>
                <th>Created</th>
              </tr>
            </thead>
            <tbody>
              {list.data.campaigns.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link to={`/campaigns/${c.id}`}>{c.name}</Link>
                  </td>
                  <td>
                    <Status value={c.status} />
                  </td>
                  <td>
                    {c.sent_count} / {c.total_recipients}
                  </td>
                  <td>
                    <Time value={c.created_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <PageControls pagination={list.data.pagination} onPage={setPage} />
        </>
      )}
    </section>
  );
}

export function CampaignScreen({ id }: { id: string }) {
  const { api } = useApp();
  const campaign = useApi(() => api.mailroom.campaigns.get(id) as Promise<Campaign>, [api, id]);
  const pages = useCursorPages();
  const events = useApi(
    () =>
      api.mailroom.campaigns
        .events(id, { per_page: 25 })
        .page(pages.cursor)
        .then((page) => ({ events: page.items, next_cursor: page.nextCursor })),
    [api, id, pages.cursor],
  );
  // A campaign on its way out changes by itself.
  const moving = campaign.data?.status === 'preparing' || campaign.data?.status === 'sending';
  useReadAgain(campaign, moving, everyRefresh);
  const refresh = () => {
    campaign.reload();
    events.reload();
  };
  const c = campaign.data;
  return (
    <section>
      <h1>{c?.name ?? 'Campaign'}</h1>
      <ErrorMessage error={campaign.error} />
      {c && (
        <>
          <button type="button" onClick={refresh}>
            Refresh
          </button>
          <p>
            <Status value={c.status} /> “{c.subject}” from {c.from_email}. Sent {c.sent_count} of{' '}
            {c.total_recipients}
            {c.sent_at && (
              <>
                , finished <Time value={c.sent_at} />
              </>
            )}
            .
          </p>
          {(c.review_reason || c.failure_reason) && (
            <p className="error">{c.review_reason ?? c.failure_reason}</p>
          )}
          <table className="stats">
            <tbody>
              {Object.entries(c.stats).map(([name, value]) => (
                <tr key={name}>
                  <th>{name.replace(/_/g, ' ')}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {/* A campaign that could not be read (a 404) has no events to list: its error is all there is. */}
      {!campaign.error && (
        <>
          <h2>Events</h2>
          <ErrorMessage error={events.error} />
          {events.loading && !events.data && <Loading what="events" />}
          {events.data && (
            <>
              <table>
                <thead>
                  <tr>
                    <th>Time</th>
                    <th>Event</th>
                    <th>Recipient</th>
                    <th>Reason or link</th>
                  </tr>
                </thead>
                <tbody>
                  {events.data.events.map((e) => (
                    <tr key={e.event_id}>
                      <td>
                        <Time value={e.timestamp} />
                      </td>
                      <td>
                        <Status value={e.event_type} />
                      </td>
                      <td>{e.email}</td>
                      <td>{e.reason ?? e.target_link_url ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {events.data.events.length === 0 && <p className="muted">No events yet.</p>}
              <CursorControls pages={pages} nextCursor={events.data.next_cursor} />
            </>
          )}
        </>
      )}
    </section>
  );
}
