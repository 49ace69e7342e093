import { type FormEvent, useState } from 'react';
import { useApp } from '../components/app-context';
import {
  ConfirmButton,
  CopyButton,
  CursorControls,
  ErrorMessage,
  Link,
  Loading,
  Status,
  Time,
  useCursorPages,
} from '../components/ui';
import { useAction, useApi } from '../components/use-api';
import { navigate } from '../router';

interface Webhook {
  id: string;
  name: string;
  url: string;
  enabled: boolean;
  auth_type: string;
  events_mode: string;
  events: string[];
  created_at: string;
}

export function WebhooksScreen() {
  const { api } = useApp();
  const list = useApi(() => api.mailroom.webhooks.list() as Promise<{ webhooks: Webhook[] }>, [api]);
  const [form, setForm] = useState({ name: '', url: '' });
  const [secret, setSecret] = useState<string | null>(null);
  const create = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const created = await create.run(() =>
      api.mailroom.webhooks.create({
        ...form,
        auth_type: 'none',
        events_mode: 'all',
      }),
    );
    if (created) {
      setSecret(created.signing_secret);
      list.reload();
    }
  };

  return (
    <section>
      <h1>Webhooks</h1>
      <form className="inline" onSubmit={(e) => void submit(e)}>
        <label>
          Name
          <input
            name="name"
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            required
          />
        </label>
        <label>
          URL
          <input
            name="url"
            value={form.url}
            onChange={(e) => setForm({ ...form, url: e.target.value })}
            required
          />
        </label>
        <button type="submit" disabled={create.pending}>
          Add endpoint (all events)
        </button>
      </form>
      <ErrorMessage error={create.error} />
      {secret && (
        <div className="card success" role="status">
          Signing secret, shown only this once: <code className="copyable">{secret}</code>{' '}
          <CopyButton value={secret} />
        </div>
      )}
      <ErrorMessage error={list.error} />
      {list.loading && !list.data && <Loading what="webhooks" />}
      {list.data && (
        <table>
          <thead>
            <tr>
              <th>Name</th>
              <th>URL</th>
              <th>Enabled</th>
              <th>Events</th>
            </tr>
          </thead>
          <tbody>
            {list.data.webhooks.map((w) => (
              <tr key={w.id}>
                <td>
                  <Link to={`/webhooks/${w.id}`}>{w.name}</Link>
                </td>
                <td>{w.url}</td>
                <td>{w.enabled ? 'yes' : 'no'}</td>
                <td>{w.events_mode === 'all' ? 'all' : w.events.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function WebhookScreen({ id }: { id: string }) {
  const { api } = useApp();
  const webhook = useApi(() => api.mailroom.webhooks.get(id) as Promise<Webhook>, [api, id]);
  const pages = useCursorPages();
  const deliveries = useApi(() => {
    return api.mailroom.webhooks
      .deliveries(id, { per_page: 25 })
      .page(pages.cursor)
      .then((page) => ({
        deliveries: page.items,
        pagination: { next_cursor: page.nextCursor },
      }));
  }, [api, id, pages.cursor]);
  const action = useAction();

  const retry = async (deliveryId: string) => {
    if (await action.run(() => api.mailroom.webhooks.retryDelivery(id, deliveryId).then(() => true)))
      deliveries.reload();
  };
  const test = async () => {
    if (await action.run(() => api.mailroom.webhooks.test(id).then(() => true))) deliveries.reload();
  };
  const remove = async () => {
    if (await action.run(() => api.mailroom.webhooks.delete(id).then(() => true))) navigate('/webhooks');
  };

  return (
    <section>
      <h1>Webhook</h1>
      <ErrorMessage error={webhook.error} />
      {webhook.data && (
        <p>
          <strong>{webhook.data.name}</strong> → <code>{webhook.data.url}</code> (
          {webhook.data.enabled ? 'enabled' : 'disabled'}, auth {webhook.data.auth_type})
        </p>
      )}
      {/* An endpoint that could not be read (a 404) has nothing to act on or list: its error is all there is. */}
      {!webhook.error && (
        <>
          <div className="actions">
            <button type="button" onClick={() => void test()} disabled={action.pending}>
              Send a test event
            </button>
            <button type="button" onClick={deliveries.reload}>
              Refresh
            </button>
            <ConfirmButton
              label="Delete webhook"
              question="Delete this endpoint?"
              confirmLabel="Yes, delete"
              onConfirm={() => void remove()}
            />
          </div>
          <ErrorMessage error={action.error} />
          <h2>Deliveries</h2>
          <ErrorMessage error={deliveries.error} />
          {deliveries.loading && !deliveries.data && <Loading what="deliveries" />}
          {deliveries.data && (
            <>
              <table>
                <thead>
                  <tr>
                    <th>Created</th>
                    <th>Event</th>
                    <th>Attempt</th>
                    <th>Status</th>
                    <th>Response</th>
                    <th>Next attempt</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {deliveries.data.deliveries.map((d) => (
                    <tr key={d.id}>
                      <td>
                        <Time value={d.created_at} />
                      </td>
                      <td>{d.event_type}</td>
                      <td>{d.attempt}</td>
                      <td>
                        <Status value={d.status} />
                      </td>
                      <td>
                        {d.response_status ?? ''} {d.error ?? ''}{' '}
                        {d.duration_ms !== null ? `(${d.duration_ms} ms)` : ''}
                      </td>
                      <td>
                        <Time value={d.next_attempt_at} />
                      </td>
                      <td>
                        <button
                          type="button"
                          className="small"
                          onClick={() => void retry(d.id)}
                          disabled={action.pending}
                        >
                          Retry now
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <CursorControls pages={pages} nextCursor={deliveries.data.pagination.next_cursor} />
            </>
          )}
        </>
      )}
    </section>
  );
}
