import { EmailEventListView } from '@mailroom/contracts';
import { ApiClient } from './http-client';
import { waitFor } from './processes';

export type EventPage = EmailEventListView['events'];

// GET /emails/events with a query string ('?events=open&transmissions=...').
export async function listEvents(api: ApiClient, query = ''): Promise<EventPage> {
  const response = await api.get<{ data: EmailEventListView }>(`/emails/events${query}`);
  if (response.status !== 200)
    throw new Error(`GET /emails/events${query}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.events;
}

// Waits until the list holds at least `count` events of the query: events reach the store a moment after
// they happen.
export function eventsOnceThere(
  api: ApiClient,
  query: string,
  count: number,
  timeoutMs = 15_000,
): Promise<EventPage> {
  return waitFor(
    `${count} events for ${query}`,
    async () => {
      const page = await listEvents(api, query);
      // The page and its total_count are read side by side: an event stored between the two reads is in
      // the count but not yet on the page.
      return page.total_count >= count && page.data.length >= Math.min(count, page.pagination.per_page)
        ? page
        : undefined;
    },
    timeoutMs,
  );
}
