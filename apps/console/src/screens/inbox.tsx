import { type FormEvent, useState } from 'react';
import { ApiClient, ApiError } from '../api/client';
import { useApp } from '../components/app-context';
import { SandboxedHtml } from '../components/sandboxed-html';
import { ErrorMessage, Link, Loading, Status, Time } from '../components/ui';
import { useApi, useReadAgain } from '../components/use-api';

interface CapturedSummary {
  id: string;
  mail_from: string;
  rcpt_to: string[];
  size: number;
  received_at: string;
  subject: string | null;
  from: string | null;
}

interface CapturedMessage extends CapturedSummary {
  to: string | null;
  cc: string | null;
  date: string | null;
  message_id: string | null;
  headers: { name: string; value: string }[];
  html: string | null;
  text: string | null;
  attachments: { filename: string | null; content_type: string; size: number }[];
  dkim: { result: string; signing_domain: string | null; selector: string | null; comment: string | null }[];
  // Why the message could not be read in full; what could be read is shown beside it.
  parse_error: string | null;
}

const PAGE = 50;
const REFRESH_MS = 2_000;
const everyRefresh = () => REFRESH_MS;

// The operator's view of the capture provider (admin token): what would have reached the recipients.
export function InboxScreen() {
  const { api, session } = useApp();
  const [limit, setLimit] = useState(PAGE);
  const list = useApi(
    () =>
      session.adminToken
        ? (api.admin.capture.list({ limit }) as Promise<{ messages: CapturedSummary[] }>)
        : Promise.resolve(null),
    [api, session.adminToken, limit],
  );
  // New mail shows up by itself: the admin routes have no sandbox request budget to spare.
  useReadAgain(list, session.adminToken !== null, everyRefresh);
  const { loading, reload } = list;

  if (!session.adminToken) return <AdminTokenForm />;
  const messages = list.data?.messages ?? [];
  return (
    <section>
      <h1>Capture inbox</h1>
      <p className="muted">
        Every message the capture provider received (newest first, refreshed every few seconds). Nothing here
        left this machine.
      </p>
      <ErrorMessage error={list.error} />
      {list.error && (
        <button type="button" onClick={reload} disabled={loading}>
          Try again
        </button>
      )}
      {!list.data && !list.error && <Loading what="captured messages" />}
      {list.data && (
        <>
          <table>
            <thead>
              <tr>
                <th>Received</th>
                <th>Subject</th>
                <th>From</th>
                <th>Envelope recipients</th>
                <th>Size</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((m) => (
                <tr key={m.id}>
                  <td>
                    <Time value={m.received_at} />
                  </td>
                  <td>
                    <Link to={`/inbox/${m.id}`}>{m.subject ?? '(no subject)'}</Link>
                  </td>
                  <td>{m.from ?? m.mail_from}</td>
                  <td>{m.rcpt_to.join(', ')}</td>
                  <td>{m.size.toLocaleString()} B</td>
                </tr>
              ))}
            </tbody>
          </table>
          {messages.length === 0 && <p className="muted">Nothing captured yet.</p>}
          {messages.length >= limit && (
            <button type="button" onClick={() => setLimit(limit + PAGE)}>
              Show more
            </button>
          )}
        </>
      )}
    </section>
  );
}

// The token is checked with an admin read before it is kept, as the sign-in screen checks it: a wrong one
// is refused once, not read with again every few seconds (each a failed authentication of this address).
function AdminTokenForm() {
  const { session, setAdminToken, adminTokenRefused } = useApp();
  const [token, setToken] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const adminToken = token.trim();
      await new ApiClient({ ...session, adminToken }).admin.capture.list({ limit: 1 });
      setAdminToken(adminToken);
    } catch (caught) {
      setError(ApiError.of(caught));
    } finally {
      setPending(false);
    }
  };
  return (
    <section>
      <h1>Capture inbox</h1>
      <p>
        The capture inbox is an operator screen: it needs the admin token (standalone keeps it in{' '}
        <code>DATA_DIR/admin-token</code>). It stays in this tab only.
      </p>
      {adminTokenRefused && !error && (
        <div className="error" role="alert">
          <strong>The API no longer accepts the admin token of this tab; give it again.</strong>{' '}
          {adminTokenRefused.message} <code className="error-code">{adminTokenRefused.errorCode}</code>
        </div>
      )}
      <form className="inline" onSubmit={(e) => void submit(e)}>
        <label>
          Admin token
          <input
            name="adminToken"
            type="password"
            value={token}
            onChange={(e) => setToken(e.target.value)}
            required
          />
        </label>
        <button type="submit" disabled={pending}>
          Use the admin token
        </button>
      </form>
      <ErrorMessage error={error} />
    </section>
  );
}

type Tab = 'html' | 'text' | 'headers' | 'source';

export function InboxMessageScreen({ id }: { id: string }) {
  const { api } = useApp();
  const message = useApi(() => api.admin.capture.parsed(id) as Promise<CapturedMessage>, [api, id]);
  const [tab, setTab] = useState<Tab>('html');
  const source = useApi(
    () => (tab === 'source' ? api.admin.capture.raw(id) : Promise.resolve(null)),
    [api, id, tab],
  );
  const m = message.data;
  return (
    <section>
      <h1>{m?.subject ?? 'Captured message'}</h1>
      <ErrorMessage error={message.error} />
      {message.loading && !m && <Loading what="the message" />}
      {m?.parse_error && (
        <div className="error" role="alert" data-testid="parse-error">
          {m.parse_error} The raw message is under Source.
        </div>
      )}
      {m && (
        <>
          <dl className="facts">
            <dt>From</dt>
            <dd>{m.from}</dd>
            <dt>To</dt>
            <dd>{m.to}</dd>
            {m.cc && (
              <>
                <dt>Cc</dt>
                <dd>{m.cc}</dd>
              </>
            )}
            <dt>Envelope</dt>
            <dd>
              MAIL FROM {m.mail_from || '<>'} · RCPT TO {m.rcpt_to.join(', ')}
            </dd>
            <dt>Received</dt>
            <dd>
              <Time value={m.received_at} />
            </dd>
            <dt>DKIM</dt>
            <dd data-testid="dkim">
              {m.dkim.length === 0 && <Status value="none" />}
              {m.dkim.map((d, i) => (
                <div key={i}>
                  <Status value={d.result} /> d={d.signing_domain} s={d.selector}{' '}
                  {d.comment && <span className="muted">({d.comment})</span>}
                </div>
              ))}
            </dd>
            {m.attachments.length > 0 && (
              <>
                <dt>Attachments</dt>
                <dd>
                  {m.attachments.map((a, i) => (
                    <div key={i}>
                      {a.filename ?? '(unnamed)'} · {a.content_type} · {a.size.toLocaleString()} B
                    </div>
                  ))}
                </dd>
              </>
            )}
          </dl>
          <div className="tabs" role="tablist">
            {(['html', 'text', 'headers', 'source'] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={tab === name}
                onClick={() => setTab(name)}
              >
                {name === 'html'
                  ? 'HTML'
                  : name === 'text'
                    ? 'Text'
                    : name === 'headers'
                      ? 'Headers'
                      : 'Raw source'}
              </button>
            ))}
          </div>
          {tab === 'html' &&
            (m.html ? (
              <SandboxedHtml html={m.html} title="Message HTML" />
            ) : (
              <p className="muted">No HTML part.</p>
            ))}
          {tab === 'text' &&
            (m.text ? <pre className="text-part">{m.text}</pre> : <p className="muted">No text part.</p>)}
          {tab === 'headers' && (
            <table className="headers">
              <tbody>
                {m.headers.map((h, i) => (
                  <tr key={i}>
                    <th>{h.name}</th>
                    <td>{h.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {tab === 'source' && (
            <>
              <ErrorMessage error={source.error} />
              {source.data === null ? (
                <Loading what="the source" />
              ) : (
                <pre className="source">{source.data}</pre>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
