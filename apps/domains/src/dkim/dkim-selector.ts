// `mr<yyyymm>` of the creation month in UTC: a new key in a later month gets a new selector, so a
// rotation never overwrites the record that signs mail still in flight.
export function dkimSelectorFor(createdAt: Date): string {
  const month = String(createdAt.getUTCMonth() + 1).padStart(2, '0');
  return `mr${createdAt.getUTCFullYear()}${month}`;
}
