// The largest value a PostgreSQL integer column holds: ids, counts and limits that a client sends are
// bounded by it (422 above it, 404 for an id in a path).
export const MAX_INTEGER = 2_147_483_647;
