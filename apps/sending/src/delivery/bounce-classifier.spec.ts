import { classifyBounce, enhancedStatusCode } from './bounce-classifier';

// One row per line of the table: [reply code, enhanced code or undefined (read from the text), reply, class].
const ROWS: ReadonlyArray<readonly [number, string | undefined, string, number]> = [
  // 10 invalid recipient
  [550, '5.1.1', '550 5.1.1 <a@b.test>: user unknown', 10],
  [550, '5.1.0', '550 5.1.0 Address rejected', 10],
  [550, undefined, '550 5.1.1 The email account that you tried to reach does not exist', 10],
  [550, undefined, '550 No such user here', 10],
  [550, undefined, '550 Requested action not taken: mailbox unavailable', 10],
  [
    550,
    undefined,
    '550 5.1.1 <a@b.test>: Recipient address rejected: User unknown in relay recipient table',
    10,
  ],
  // Microsoft answers 5.1.10 for an unknown recipient; Yahoo a bare 554 with its own words.
  [
    550,
    '5.1.10',
    '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient a@outlook.test not found by SMTP address lookup',
    10,
  ],
  [
    554,
    undefined,
    "554 delivery error: dd This user doesn't have a yahoo.com account (a@yahoo.test) [0]",
    10,
  ],
  [554, undefined, '554 delivery error: dd Not a valid recipient', 10],
  // 21 DNS
  [550, '5.4.4', '550 5.4.4 Unable to route', 21],
  [550, undefined, '550 5.1.2 example.test: no mail exchanger', 21],
  [550, undefined, '550 Host not found', 21],
  [556, undefined, '556 5.1.10 Recipient address has null MX', 21],
  // 22 mailbox full
  [552, '5.2.2', '552 5.2.2 The email account that you tried to reach is over quota', 22],
  [550, undefined, '550 Mailbox full', 22],
  [552, undefined, '552 Mailbox quota exceeded', 22],
  // 23 too large
  [552, '5.3.4', '552 5.3.4 Message size exceeds fixed limit', 23],
  [554, undefined, '554 Message too large', 23],
  [552, undefined, '552 Requested mail action aborted', 23],
  // 51 spam block / 50 mail block
  [554, '5.7.1', '554 5.7.1 Service unavailable; Client host [192.0.2.1] blocked using zen.spamhaus.org', 51],
  [550, '5.7.1', '550 5.7.1 Rejected: IP listed on a block list', 51],
  [550, undefined, '550 Sender blocked as a spam source', 51],
  [550, '5.7.1', '550 5.7.1 Message blocked by the recipient', 50],
  [550, '5.7.1', '550 5.7.1 Delivery not authorized', 50],
  [550, '5.7.26', '550 5.7.26 Unauthenticated email from sender.test is not accepted', 50],
  // 52 spam content
  [550, '5.7.1', '550 5.7.1 Message content rejected as spam', 52],
  [554, undefined, '554 This message looks like spam', 52],
  // 53 prohibited attachment
  [554, '5.7.1', '554 5.7.1 Virus found in the message', 53],
  [552, undefined, '552 Attachment type not allowed (.exe)', 53],
  // 54 relaying denied
  [554, '5.7.1', '554 5.7.1 <a@b.test>: Relay access denied', 54],
  [550, '5.7.54', '550 5.7.54 SMTP; Unable to relay recipient in non-accepted domain', 54],
  [550, undefined, '550 Relaying denied', 54],
  // 20 soft: any 4xx when asked
  [451, '4.7.1', '451 4.7.1 Greylisted, try again later', 20],
  [452, '4.2.2', '452 4.2.2 Mailbox full', 20],
  [421, undefined, '421 Service not available', 20],
  // 1 undetermined
  [554, '5.6.0', '554 5.6.0 Transaction failed', 1],
  [500, undefined, '500 Syntax error', 1],
];

describe('classifyBounce', () => {
  it.each(ROWS)('%i %s "%s" is class %i', (code, enhanced, response, expected) => {
    expect(classifyBounce(code, enhanced, response)).toBe(expected);
  });

  it('trusts a decisive enhanced code over the text', () => {
    expect(classifyBounce(550, '5.1.1', '550 blocked for policy reasons')).toBe(10);
  });

  it("does not take the sender's own quota for a full mailbox", () => {
    expect(classifyBounce(550, '5.4.5', '550 5.4.5 Daily user sending quota exceeded')).toBe(1);
  });
});

describe('enhancedStatusCode', () => {
  it.each([
    ['550 5.1.1 user unknown', '5.1.1'],
    ['550-5.7.26 first line\n550 5.7.26 second line', '5.7.26'],
    ['451 4.7.1 later', '4.7.1'],
    ['550 user unknown', undefined],
    ['550 4.1.1 mismatched class', undefined],
    ['250 2.0.0 Ok', '2.0.0'],
  ])('%j -> %s', (response, expected) => {
    expect(enhancedStatusCode(response)).toBe(expected);
  });
});
