// Keeping a tracking hit whose message is not known yet and storing its message's injection serialise on a
// transaction lock per message: the hit sees the injection committed, or the injection's transaction sees
// the hit committed (each alone could miss the other's uncommitted row). Taken in key order, so that two
// transactions never deadlock. `messageIds` is a set-returning expression of the message ids.
export function lockMessages(messageIds: string): string {
  return `SELECT count(pg_advisory_xact_lock(hashtext('mailroom:events:early-hits'), key)) AS locks
    FROM (SELECT DISTINCT hashtext(message_id) AS key FROM ${messageIds} ORDER BY key) keys`;
}
