import { EmailEventRecord } from '@mailroom/contracts';

// Whether the mail of an injection carries links back to the service: an open pixel, click links, or (not
// transactional) an unsubscribe link. Only such a message is remembered for tracking (tracked_message) and
// can have hits that came before its injection; no signed token names any other, so a transactional mail
// without tracking (the default send) is not remembered at all. An injection that does not say is taken
// to carry them.
export function linksBack(injection: EmailEventRecord): boolean {
  return !(
    injection.transactional === true &&
    injection.open_tracking === false &&
    injection.click_tracking === false
  );
}

// linksBack for the stored JSON `record` of an injection, in SQL.
export const LINKS_BACK_SQL = `NOT (record @> '{"transactional": true, "open_tracking": false, "click_tracking": false}')`;
