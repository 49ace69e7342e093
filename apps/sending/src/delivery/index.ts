export { BounceClass, classifyBounce, enhancedStatusCode } from './bounce-classifier';
export { createMailProvider } from './mail-provider.factory';
export type {
  DeliveryEnvelope,
  DeliveryOutcome,
  MailProvider,
  ProviderMode,
  ProviderSettings,
} from './mail-provider';
export { mailboxProvider } from './mailbox-provider';
export type { MailboxProvider } from './mailbox-provider';
export { parseRelayUrl } from './relay-url';
export type { RelayTarget } from './relay-url';
