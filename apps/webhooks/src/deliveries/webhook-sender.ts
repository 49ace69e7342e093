import { Injectable } from '@nestjs/common';
import { printableText } from '@mailroom/contracts';
import { WriteBatcher } from '@mailroom/database';
import { Webhook } from 'standardwebhooks';
import { EndpointSecrets } from '../endpoints/endpoint-secrets';
import { DestinationChecker } from '../outbound/destination';
import { describeFailure, OAuth2Client, OAuth2Tokens, TokenRefusal } from '../outbound/oauth2-tokens';
import { HttpAnswer, PinnedHttp, STORED_BODY_CHARS } from '../outbound/pinned-http';
import { AttemptOutcome, ClaimedDelivery, DeliveryRepository } from './delivery.repository';
import { retryDelayAfter } from './retry-schedule';

const USER_AGENT = 'Mailroom-Webhooks/1.0';
const GONE = 410;
const SUCCESS_BATCH = 200;
const MAX_SIGNERS = 10_000;

type Sent = { answer: HttpAnswer } | { error: string };

// One attempt at one delivery, then its record: 2xx succeeds; anything else (another status, a timeout, a refused
// address, a token endpoint that gave no token) fails and is retried on the schedule. A 410 Gone disables the
// endpoint as well.
@Injectable()
export class WebhookSender {
  constructor(
    private readonly destinations: DestinationChecker,
    private readonly http: PinnedHttp,
    private readonly tokens: OAuth2Tokens,
    private readonly secrets: EndpointSecrets,
    private readonly deliveries: DeliveryRepository,
  ) {}

  // Successes are the bulk of the writes: those that finish together are recorded in one statement.
  private readonly successes = new WriteBatcher<{ delivery: ClaimedDelivery; outcome: AttemptOutcome }, void>(
    async (items) => {
      await this.deliveries.recordSuccesses(items);
      return items.map(() => undefined);
    },
    SUCCESS_BATCH,
  );

  // An endpoint's signer, its secret opened once per version of its settings.
  private readonly signers = new Map<string, Webhook>();

  private signerOf(endpoint: ClaimedDelivery['endpoint']): Webhook {
    const key = `${endpoint.id}|${endpoint.updated_at}`;
    let signer = this.signers.get(key);
    if (!signer) {
      if (this.signers.size >= MAX_SIGNERS) this.signers.clear();
      signer = new Webhook(this.secrets.open(endpoint.signing_secret_sealed));
      this.signers.set(key, signer);
    }
    return signer;
  }

  // The request itself: what the endpoint's slot is held for.
  async attempt(delivery: ClaimedDelivery): Promise<AttemptOutcome> {
    const started = performance.now();
    const sent = await this.send(delivery);
    // Whatever the receiver answered must be recordable (PostgreSQL text holds no NUL): its body, and any
    // text of it an error quotes, are kept printable. Its bytes were decoded as UTF-8, with U+FFFD for those
    // that are not.
    return {
      responseStatus: 'answer' in sent ? sent.answer.status : null,
      error: 'error' in sent ? printableText(sent.error) : null,
      responseBody: 'answer' in sent ? printableText(sent.answer.body.slice(0, STORED_BODY_CHARS)) : null,
      durationMs: Math.round(performance.now() - started),
    };
  }

  async record(delivery: ClaimedDelivery, outcome: AttemptOutcome): Promise<void> {
    const status = outcome.responseStatus;
    if (status !== null && status >= 200 && status <= 299) {
      await this.successes.submit({ delivery, outcome });
      return;
    }
    if (status === GONE) outcome.error = 'The endpoint answered 410 Gone: it was disabled.';
    await this.deliveries.recordFailure(delivery, outcome, retryDelayAfter(delivery.attempt));
    // Its retry waits with the endpoint's other deliveries until the endpoint is enabled again.
    if (status === GONE) await this.deliveries.disableEndpoint(delivery.endpoint.id);
  }

  private async send(delivery: ClaimedDelivery): Promise<Sent> {
    const { endpoint } = delivery;
    const check = await this.destinations.check(endpoint.url);
    if ('refusal' in check) return { error: `The url was refused: it ${check.refusal}.` };
    const oauth2 = oauth2ClientOf(delivery, this.secrets);
    try {
      const authorization =
        endpoint.auth_type === 'basic' && endpoint.auth_username && endpoint.auth_password_sealed
          ? `Basic ${Buffer.from(`${endpoint.auth_username}:${this.secrets.open(endpoint.auth_password_sealed)}`).toString('base64')}`
          : oauth2
            ? `Bearer ${await this.tokens.token(oauth2)}`
            : undefined;
      let answer = await this.post(delivery, check.destination, authorization);
      // A token the receiver no longer takes (revoked, rotated): one fresh token, one more try.
      if (answer.status === 401 && oauth2) {
        this.tokens.forget(oauth2);
        answer = await this.post(delivery, check.destination, `Bearer ${await this.tokens.token(oauth2)}`);
      }
      return { answer };
    } catch (error) {
      if (error instanceof TokenRefusal) return { error: error.message };
      return { error: `The request failed: ${describeFailure(error)}.` };
    }
  }

  private post(
    delivery: ClaimedDelivery,
    destination: Parameters<PinnedHttp['post']>[0],
    authorization: string | undefined,
  ): Promise<HttpAnswer> {
    const id = `msg_${delivery.message_id.replace(/-/g, '')}`;
    const timestamp = new Date();
    const signature = this.signerOf(delivery.endpoint).sign(id, timestamp, delivery.body);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': signature,
    };
    if (authorization) headers.authorization = authorization;
    return this.http.post(destination, headers, delivery.body);
  }
}

function oauth2ClientOf(delivery: ClaimedDelivery, secrets: EndpointSecrets): OAuth2Client | undefined {
  const { endpoint } = delivery;
  if (
    endpoint.auth_type !== 'oauth2' ||
    !endpoint.oauth2_token_url ||
    !endpoint.oauth2_client_id ||
    !endpoint.oauth2_client_secret_sealed
  )
    return undefined;
  return {
    cacheKey: `${endpoint.id}|${endpoint.updated_at}`,
    tokenUrl: endpoint.oauth2_token_url,
    clientId: endpoint.oauth2_client_id,
    clientSecret: secrets.open(endpoint.oauth2_client_secret_sealed),
    scope: endpoint.oauth2_scope,
  };
}
