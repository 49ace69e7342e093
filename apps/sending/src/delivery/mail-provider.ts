export type DeliveryOutcome =
  // localIp: the local address of the connection that delivered (the event's sending_ip).
  | { kind: 'delivered'; response: string; remoteHost: string; remoteIp?: string; localIp?: string }
  // 4xx, connection failure, timeout, or a temporary DNS failure: the worker retries later.
  | { kind: 'deferred'; response: string; code?: number; enhancedCode?: string }
  // 5xx, or a recipient domain with no mail exchanger at all (bounce class 21).
  | { kind: 'bounced'; response: string; code: number; enhancedCode?: string; bounceClass: number };

export interface DeliveryEnvelope {
  from: string;
  to: string;
}

// Records an attempt's outcome durably; the delivery waits for it.
export type RecordOutcome = (outcome: DeliveryOutcome) => Promise<void>;

export interface MailProvider {
  // Never rejects for SMTP, network or DNS failures: they come back as an outcome. `record` runs before the
  // connection that carried the message takes another one, and the answer waits for it (a rejection of
  // `record` rejects the delivery).
  deliver(envelope: DeliveryEnvelope, raw: Buffer, record: RecordOutcome): Promise<DeliveryOutcome>;
  // Waits for the deliveries in flight, then closes the pooled connections.
  close(): Promise<void>;
}

export type ProviderMode = 'capture' | 'relay' | 'mx';

export interface ProviderSettings {
  mode: ProviderMode;
  // relay: the smarthost; capture: the capture server (the built-in one's url). Unused by mx.
  relayUrl?: string;
  mxPort: number;
  // host or host:port entries for the MX look-ups; empty: the system resolvers.
  dnsServers: string[];
  heloName: string;
  maxConnectionsPerDestination: number;
  // Bounds every wait: connecting, the greeting, each reply, each DNS try.
  timeoutMs: number;
  // relay only: check the smarthost's certificate (and require TLS before sending credentials).
  verifyRelayTls: boolean;
}
