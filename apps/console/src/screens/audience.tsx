import { useState } from 'react';
import { useApp } from '../components/app-context';
import { ErrorMessage, Loading, PageControls, Status, Time } from '../components/ui';
import { useApi } from '../components/use-api';

interface Pagination {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
}

interface Contact {
  id: string;
  email: string;
  status: string;
  created_at: string;
  lists: { id: string; name: string }[];
}

interface AudienceList {
  id: string;
  name: string;
  contacts_count: number;
}

interface Segment {
  id: string;
  name: string;
  list_name: string | null;
  cached_contacts_count: number;
}

export function AudienceScreen() {
  const { api } = useApp();
  const [page, setPage] = useState(1);
  const contacts = useApi(
    () =>
      api.mailroom.audience.contacts.list({ page, per_page: 25 }) as Promise<{
        contacts: Contact[];
        pagination: Pagination;
      }>,
    [api, page],
  );
  const [listPage, setListPage] = useState(1);
  const lists = useApi(
    () =>
      api.mailroom.audience.lists.list({ page: listPage, per_page: 25 }) as Promise<{
        lists: AudienceList[];
        pagination: Pagination;
      }>,
    [api, listPage],
  );
  const [segmentPage, setSegmentPage] = useState(1);
  const segments = useApi(
    () =>
      api.mailroom.audience.segments.list({ page: segmentPage, per_page: 25 }) as Promise<{
        segments: Segment[];
        pagination: Pagination;
      }>,
    [api, segmentPage],
  );
  return (
    <section>
      <h1>Audience</h1>
      <div className="columns">
        <div className="card">
          <h2>Lists</h2>
          <ErrorMessage error={lists.error} />
          {lists.loading && !lists.data && <Loading what="lists" />}
          <ul aria-label="Lists">
            {lists.data?.lists.map((l) => (
              <li key={l.id}>
                <bdi>{l.name}</bdi> <span className="muted">({l.contacts_count} contacts)</span>
              </li>
            ))}
          </ul>
          {lists.data && (
            <PageControls pagination={lists.data.pagination} onPage={setListPage} label="Pages of lists" />
          )}
        </div>
        <div className="card">
          <h2>Segments</h2>
          <ErrorMessage error={segments.error} />
          {segments.loading && !segments.data && <Loading what="segments" />}
          <ul aria-label="Segments">
            {segments.data?.segments.map((s) => (
              <li key={s.id}>
                <bdi>{s.name}</bdi>{' '}
                <span className="muted">
                  ({s.cached_contacts_count} contacts
                  {s.list_name && (
                    <>
                      , in <bdi>{s.list_name}</bdi>
                    </>
                  )}
                  )
                </span>
              </li>
            ))}
          </ul>
          {segments.data && (
            <PageControls
              pagination={segments.data.pagination}
              onPage={setSegmentPage}
              label="Pages of segments"
            />
          )}
        </div>
      </div>
      <h2>Contacts</h2>
      <ErrorMessage error={contacts.error} />
      {contacts.loading && !contacts.data && <Loading what="contacts" />}
      {contacts.data && (
        <>
          <table>
            <thead>
              <tr>
                <th>Email</th>
                <th>Status</th>
                <th>Lists</th>
                <th>Added</th>
              </tr>
            </thead>
            <tbody>
              {contacts.data.contacts.map((c) => (
                <tr key={c.id}>
                  <td>{c.email}</td>
                  <td>
                    <Status value={c.status} />
                  </td>
                  <td>{c.lists.map((l) => l.name).join(', ')}</td>
                  <td>
                    <Time value={c.created_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <PageControls pagination={contacts.data.pagination} onPage={setPage} label="Pages of contacts" />
        </>
      )}
    </section>
  );
}
