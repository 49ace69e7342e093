// Request/reply subjects: `<context>.<verb-noun>`. Every service listens in a queue group named after its context.
export const DomainSubject = {
  create: 'domains.create',
  get: 'domains.get',
  list: 'domains.list',
  verify: 'domains.verify',
  delete: 'domains.delete',
  resolveSender: 'domains.resolve-sender',
  setReputation: 'domains.set-reputation',
  clearReputation: 'domains.clear-reputation',
} as const;

export type DomainSubject = (typeof DomainSubject)[keyof typeof DomainSubject];
