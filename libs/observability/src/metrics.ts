import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

// One registry per process; apps add their own metrics to it.
export const metricsRegistry = new Registry();
// The event-loop delay is sampled by a timer every EVENT_LOOP_SAMPLE_MS. prom-client's default, 10 ms, wakes
// an idle process 100 times a second: about 9 CPU-ms/s per app on a 2-core VM, most of an idle
// process's cost. A delay is then seen late by at most this much.
const EVENT_LOOP_SAMPLE_MS = 50;
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });

export const httpRequestDuration = new Histogram({
  name: 'mailroom_http_request_duration_seconds',
  help: 'Gateway HTTP request duration',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const busRequestDuration = new Histogram({
  name: 'mailroom_bus_request_duration_seconds',
  help: 'Request/reply duration over the bus, by subject and outcome',
  labelNames: ['subject', 'outcome'],
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const eventsPublished = new Counter({
  name: 'mailroom_outbox_events_published_total',
  help: 'Events relayed from an outbox to the event stream',
  labelNames: ['schema'],
  registers: [metricsRegistry],
});

export const eventsConsumed = new Counter({
  name: 'mailroom_events_consumed_total',
  help: 'Events handled by a durable consumer, by outcome',
  labelNames: ['consumer', 'outcome'],
  registers: [metricsRegistry],
});
