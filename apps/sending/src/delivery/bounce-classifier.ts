// SparkPost's bounce classification codes (the subset an SMTP reply can tell apart).
export const BounceClass = {
  Undetermined: 1,
  InvalidRecipient: 10,
  SoftBounce: 20,
  DnsFailure: 21,
  MailboxFull: 22,
  TooLarge: 23,
  Timeout: 24,
  AdminFailure: 25,
  MailBlock: 50,
  SpamBlock: 51,
  SpamContent: 52,
  ProhibitedAttachment: 53,
  RelayingDenied: 54,
} as const;

// Enhanced status codes that say what happened on their own (RFC 3463). 5.7.x is not among them: it only
// says "policy", and the text tells a spam block from any other block.
// 5.1.10 is not either: RFC 7505 made it "null MX", but Microsoft's servers answer it for an unknown
// recipient ("RESOLVER.ADR.RecipientNotFound"); the text tells which.
const BY_ENHANCED_CODE: ReadonlyArray<readonly [RegExp, number]> = [
  [/^5\.1\.(?:0|1|3|6)$/, BounceClass.InvalidRecipient],
  [/^5\.(?:1\.2|4\.4)$/, BounceClass.DnsFailure],
  [/^5\.2\.2$/, BounceClass.MailboxFull],
  [/^5\.(?:3\.4|2\.3)$/, BounceClass.TooLarge],
];

// First match wins: the specific reasons come before the generic block, and "blocked using zen.spamhaus.org"
// is a spam block before it is a mail block. The patterns stay narrow on purpose: Postfix says "User unknown
// in relay recipient table" (an unknown user, not relaying) and Gmail "Daily user sending quota exceeded"
// (the sender's limit, not a full mailbox).
const BY_TEXT: ReadonlyArray<readonly [RegExp, number]> = [
  [
    /virus|malware|infected|prohibited (?:file|attachment)|banned (?:file|attachment)|attachment (?:type )?(?:is )?(?:not allowed|prohibited|rejected|blocked)/,
    BounceClass.ProhibitedAttachment,
  ],
  [
    /no mail exchanger|no mx (?:record|host)|null mx|host not found|host unknown|domain (?:name )?(?:not found|does not exist)|unroutable|unrouteable|dns (?:failure|error|lookup)|nxdomain/,
    BounceClass.DnsFailure,
  ],
  [
    /user unknown|unknown user|no such (?:user|mailbox|recipient|address)|does not exist|doesn't exist|mailbox (?:unavailable|not found)|unknown (?:recipient|mailbox)|recipient not found|recipientnotfound|not found by smtp address lookup|address not found|invalid (?:recipient|mailbox)|not a valid (?:mailbox|recipient)|(?:doesn't|does not) have an? [\w.-]+ account/,
    BounceClass.InvalidRecipient,
  ],
  [
    /mailbox (?:is )?full|over ?quota|(?<!sending )quota (?:exceeded|full)|(?:mailbox|disk|storage) quota|storage allocation|insufficient (?:storage|space)/,
    BounceClass.MailboxFull,
  ],
  [
    /too (?:large|big)|size (?:limit|exceeds)|exceeds (?:the )?(?:maximum|size|message size)|message size/,
    BounceClass.TooLarge,
  ],
  [
    /relay(?:ing)? (?:access )?(?:denied|not permitted|not allowed|prohibited)|not permitted to relay|unable to relay|no relaying/,
    BounceClass.RelayingDenied,
  ],
  [
    /(?:spam|unsolicited|junk).*content|content.*(?:spam|unsolicited|junk)|(?:looks|appears|detected|classified|identified|considered) (?:like |as |to be )?(?:spam|junk)|spam (?:score|detected|message)/,
    BounceClass.SpamContent,
  ],
  [
    /spam|block ?list|black ?list|dnsbl|\brbl\b|spamhaus|spamcop|barracuda|reputation|listed (?:in|on|at|by)/,
    BounceClass.SpamBlock,
  ],
  [/blocked|policy|not authori[sz]ed/, BounceClass.MailBlock],
];

// Classifies the reply of a failed delivery: 4xx is a soft bounce (20); for 5xx a decisive enhanced status
// code, then the text, then what the bare code suggests; a 5xx nothing explains is undetermined (1).
// How much of a reply is read for its class: a reply says what happened in its first lines, and some
// patterns above (`spam.*content`) take time in the square of the text they search. A reply comes from
// another server, or from a report anyone may send to the bounce domain.
export const CLASSIFIED_CHARACTERS = 2_000;

export function classifyBounce(code: number, enhancedCode: string | undefined, response: string): number {
  if (code >= 400 && code < 500) return BounceClass.SoftBounce;
  const enhanced = enhancedCode ?? enhancedStatusCode(response);
  for (const [pattern, bounceClass] of BY_ENHANCED_CODE) {
    if (enhanced && pattern.test(enhanced)) return bounceClass;
  }
  const text = response.slice(0, CLASSIFIED_CHARACTERS).toLowerCase();
  for (const [pattern, bounceClass] of BY_TEXT) {
    if (pattern.test(text)) return bounceClass;
  }
  // RFC 1870 (SIZE) answers 552 to a message over the limit.
  if (code === 552) return BounceClass.TooLarge;
  if (enhanced?.startsWith('5.7.')) return BounceClass.MailBlock;
  return BounceClass.Undetermined;
}

// The RFC 3463 enhanced status code that follows the reply code ("550 5.1.1 ...", "550-5.1.1 ...").
export function enhancedStatusCode(response: string): string | undefined {
  const match = /^([245])\d\d[ -]([245]\.\d{1,3}\.\d{1,3})(?![\d.])/.exec(response.trimStart());
  return match && match[1] === match[2][0] ? match[2] : undefined;
}
