import { useState } from 'react';
import { useApp } from '../components/app-context';
import { CursorControls, ErrorMessage, Link, Loading, Status, Time, useCursorPages } from '../components/ui';
import { useApi } from '../components/use-api';

export function EmailsScreen() {
  const { api } = useApp();
  const pages = useCursorPages();
  const [range, setRange] = useState({ from: '', to: '' });
  const [draft, setDraft] = useState(range);
  const list = useApi(() => {
    const query = {
      per_page: 25,
      from: range.from ? new Date(range.from).toISOString() : undefined,
      to: range.to ? new Date(range.to).toISOString() : undefined,
    };
    return api.mailroom.emails
      .list(query)
      .page(pages.cursor)
      .then((page) => ({ emails: page.items, pagination: { next_cursor: page.nextCursor } }));
  }, [api, pages.cursor, range]);

  return (
    <section>
      <h1>Sent emails</h1>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          pages.reset();
          setRange(draft);
        }}
      >
        <label>
          Sent from
          <input
            type="datetime-local"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </label>
        <label>
          until
          <input
            type="datetime-local"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </label>
        <button type="submit">Filter</button>
        <button type="button" onClick={list.reload}>
          Refresh
        </button>
      </form>
      <ErrorMessage error={list.error} />
      {list.loading && !list.data && <Loading what="sent emails" />}
      {list.data && (
        <>
          <table>
            <thead>
              <tr>
                <th>Sent</th>
                <th>Subject</th>
                <th>From</th>
                <th>To</th>
                <th>Accepted</th>
                <th>Last event</th>
              </tr>
            </thead>
            <tbody>
              {list.data.emails.map((email) => (
                <tr key={email.request_id}>
                  <td>
                    <Time value={email.created_at} />
                  </td>
                  <td>
                    <Link to={`/emails/${email.request_id}`}>
                      {email.subject || email.template_slug || '(no subject)'}
                    </Link>
                  </td>
                  <td>{email.from}</td>
                  <td>{email.to.join(', ')}</td>
                  <td>
                    {email.accepted}
                    {email.rejected > 0 && <span className="muted"> ({email.rejected} rejected)</span>}
                  </td>
                  <td>{email.last_event ? <Status value={email.last_event} /> : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data.emails.length === 0 && <p className="muted">No email in this window.</p>}
          <CursorControls pages={pages} nextCursor={list.data.pagination.next_cursor} />
        </>
      )}
    </section>
  );
}
