// Options of every NATS connection the services open. Without noAsyncTraces, each request (a bus request, a
// JetStream publish) builds an Error up front for a stack trace in case it times out: a few percent of a
// service's CPU under load, for a trace our own errors do not need.
export const NATS_CONNECTION_OPTIONS = { maxReconnectAttempts: -1, noAsyncTraces: true } as const;
