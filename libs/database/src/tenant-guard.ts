// TypeORM drops `undefined` from a WHERE clause silently, which would turn a tenant-scoped query into a
// query over every team. Repositories call this before any query.
export function assertTeamId(teamId: unknown): asserts teamId is number {
  if (typeof teamId !== 'number' || !Number.isInteger(teamId) || teamId <= 0) {
    throw new Error(`A tenant-scoped query needs a team id, got ${String(teamId)}`);
  }
}
