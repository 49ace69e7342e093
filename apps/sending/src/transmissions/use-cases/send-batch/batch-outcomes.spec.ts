import { invalidAddress, onSuppressionList, takenOutcome } from './batch-outcomes';

describe('batch outcomes', () => {
  it('answers a key taken before with what became of its recipient; a message sent is a duplicate', () => {
    expect(takenOutcome({ requestId: 'r1', outcome: 'sent' })).toEqual({
      outcome: 'duplicate',
      request_id: 'r1',
    });
    expect(takenOutcome({ requestId: 'r2', outcome: 'failed' })).toEqual({
      outcome: 'failed',
      request_id: 'r2',
    });
    expect(takenOutcome({ requestId: 'r3', outcome: 'rejected' })).toEqual({
      outcome: 'rejected',
      request_id: 'r3',
    });
    expect(takenOutcome({ requestId: 'r4', outcome: 'invalid' })).toEqual({
      outcome: 'invalid',
      request_id: 'r4',
    });
  });

  it('gives a suppressed recipient the reason a single send gives', () => {
    expect(onSuppressionList('bo@example.net', 'hard_bounce')).toEqual({
      outcome: 'rejected',
      address: 'bo@example.net',
      reason: 'Recipient is on the suppression list (hard_bounce)',
    });
  });

  it('says what is wrong with an address that cannot be mailed', () => {
    expect(invalidAddress('bo@example')).toEqual({
      outcome: 'invalid',
      address: 'bo@example',
      reason: 'The recipient address "bo@example" is not a valid email address.',
    });
    expect(invalidAddress('a@example.net, b@example.net').reason).toBe(
      'The recipient address must hold exactly one email address (no lists or groups).',
    );
  });

  it('records an address holding what no text field can hold with each such character replaced', () => {
    const refusal = invalidAddress('bo\u0000@example.net\ud800');
    expect(refusal.address).toBe('bo\ufffd@example.net\ufffd');
    expect(refusal.reason).toBe('The recipient address may not contain control characters.');
    const surrogate = invalidAddress('bo\ud800@example.net');
    expect(surrogate.address).toBe('bo\ufffd@example.net');
    expect(surrogate.reason).toBe(
      'The recipient address "bo\ufffd@example.net" is not a valid email address.',
    );
  });
});
