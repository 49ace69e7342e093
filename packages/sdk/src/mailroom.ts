import type { ResponseData } from './api-types.js';
import { Transport } from './http/transport.js';
import { DEFAULT_RETRY, RetryOptions } from './http/retry-policy.js';
import { ApiKeys } from './resources/api-keys.js';
import { Audience } from './resources/audience.js';
import { Campaigns } from './resources/campaigns.js';
import { Domains } from './resources/domains.js';
import { Emails } from './resources/emails.js';
import { Suppressions } from './resources/suppressions.js';
import { Projects, Templates } from './resources/templates.js';
import { Webhooks } from './resources/webhooks.js';

export interface MailroomOptions {
  // The API root, ending in /api (default http://localhost:3000/api, a standalone server on this machine).
  baseUrl?: string;
  // 429, 503 and 409 idempotency_in_progress are retried, honouring Retry-After, within this budget.
  retry?: RetryOptions;
  // Per attempt, in milliseconds (default 30,000).
  timeoutMs?: number;
  // Another fetch implementation (default: the global one).
  fetch?: typeof fetch;
}

const DEFAULT_BASE_URL = 'http://localhost:3000/api';
const DEFAULT_TIMEOUT_MS = 30_000;

export class Mailroom {
  readonly emails: Emails;
  readonly domains: Domains;
  readonly templates: Templates;
  readonly projects: Projects;
  readonly webhooks: Webhooks;
  readonly audience: Audience;
  readonly campaigns: Campaigns;
  readonly suppressions: Suppressions;
  readonly apiKeys: ApiKeys;
  private readonly transport: Transport;

  constructor(apiKey: string, options: MailroomOptions = {}) {
    if (!apiKey) throw new TypeError('An API key is required');
    this.transport = transportOf(apiKey, options);
    this.emails = new Emails(this.transport);
    this.domains = new Domains(this.transport);
    this.templates = new Templates(this.transport);
    this.projects = new Projects(this.transport);
    this.webhooks = new Webhooks(this.transport);
    this.audience = new Audience(this.transport);
    this.campaigns = new Campaigns(this.transport);
    this.suppressions = new Suppressions(this.transport);
    this.apiKeys = new ApiKeys(this.transport);
  }

  // The team the key belongs to.
  checkKey(): Promise<ResponseData<'/api/auth/check', 'get'>> {
    return this.transport.data({ method: 'GET', path: '/api/auth/check' });
  }

  // This month's sending and overage.
  usage(): Promise<ResponseData<'/api/usage', 'get'>> {
    return this.transport.data({ method: 'GET', path: '/api/usage' });
  }
}

// The transport of a client, with `token` as its bearer credential (an API key or the admin token).
export function transportOf(token: string, options: MailroomOptions): Transport {
  return new Transport({
    apiKey: token,
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    retry: { ...DEFAULT_RETRY, ...options.retry },
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });
}
