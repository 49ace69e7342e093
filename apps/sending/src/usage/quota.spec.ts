import { overageCost, quotaHeaders, usagePeriods } from './quota';

describe('usage periods', () => {
  it('names the UTC month and day and when each ends', () => {
    expect(usagePeriods(new Date('2026-11-23T15:04:05Z'))).toEqual({
      month: '2026-11',
      day: '2026-11-23',
      monthResetsAt: Date.UTC(2026, 11, 1) / 1000,
      dayResetsAt: Date.UTC(2026, 10, 24) / 1000,
    });
  });

  it('rolls over the year and the end of a month, in UTC whatever the local zone says', () => {
    expect(usagePeriods(new Date('2026-12-31T23:59:59.999Z'))).toEqual({
      month: '2026-12',
      day: '2026-12-31',
      monthResetsAt: Date.UTC(2027, 0, 1) / 1000,
      dayResetsAt: Date.UTC(2027, 0, 1) / 1000,
    });
    expect(usagePeriods(new Date('2027-01-01T00:00:00Z')).day).toBe('2027-01-01');
    expect(usagePeriods(new Date('2028-02-28T12:00:00Z')).dayResetsAt).toBe(Date.UTC(2028, 1, 29) / 1000);
  });
});

describe('quota headers', () => {
  it('gives limits, what remains (never below 0) and the resets as integers', () => {
    const periods = usagePeriods(new Date('2026-11-23T10:00:00Z'));
    expect(
      quotaHeaders({ periods, monthly: { limit: 3000, sent: 120 }, daily: { limit: 100, sent: 120 } }),
    ).toEqual({
      'X-Monthly-Limit': '3000',
      'X-Monthly-Remaining': '2880',
      'X-Monthly-Reset': String(Date.UTC(2026, 11, 1) / 1000),
      'X-Daily-Limit': '100',
      'X-Daily-Remaining': '0',
      'X-Daily-Reset': String(Date.UTC(2026, 10, 24) / 1000),
    });
  });
});

describe('overage cost', () => {
  it.each([
    [0, 0],
    [1, 0],
    [49, 0.04],
    [1_000, 0.8],
    [1_250, 1],
    [123_456, 98.76],
  ])('prices %i emails over the limit at 0.80 per 1,000: %d', (overage, cost) => {
    expect(overageCost(overage)).toBe(cost);
  });
});
