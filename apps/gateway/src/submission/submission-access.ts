import { Injectable } from '@nestjs/common';
import { RequestContext, Scope, ServiceError } from '@mailroom/contracts';
import { ApiRateLimit } from '../access/api-rate-limit';
import { AuthFailureBlock } from '../access/auth-failure-block';
import { SandboxRateLimit } from '../access/sandbox-rate-limit';
import {
  AuthenticatedKey,
  AuthenticateApiKeyUseCase,
} from '../identity/use-cases/authenticate-api-key/authenticate-api-key.use-case';
import { BAD_CREDENTIALS, SmtpReply, smtpReplyFor } from './smtp-reply';

// The user name of SMTP AUTH: the password is the API key.
export const SUBMISSION_USERNAME = 'apikey';

// The HTTP API's access rules for SMTP submission: the same auth-failure block (a bad key counts as on
// HTTP), the emails:send scope, and per message the sandbox limits and the API rate limit.
@Injectable()
export class SubmissionAccess {
  constructor(
    private readonly authenticate: AuthenticateApiKeyUseCase,
    private readonly authFailures: AuthFailureBlock,
    private readonly sandboxLimits: SandboxRateLimit,
    private readonly rateLimit: ApiRateLimit,
  ) {}

  async login(clientAddress: string, username: string, password: string): Promise<AuthenticatedKey> {
    await this.answered(() => this.authFailures.assertNotBlocked(clientAddress));
    let key: AuthenticatedKey | null;
    try {
      key = username === SUBMISSION_USERNAME ? await this.authenticate.execute(password) : null;
    } catch {
      // The identity store is unreachable: the key may be fine, so this is not an authentication failure.
      throw new SmtpReply(454, '4.7.0', 'Temporary authentication failure; try again later.');
    }
    if (!key) {
      await this.authFailures.recordFailure(clientAddress);
      throw BAD_CREDENTIALS();
    }
    if (!key.scopes.includes(Scope.emailsSend)) throw BAD_CREDENTIALS();
    return key;
  }

  // One message is one request of the API's limits.
  async admitMessage(key: AuthenticatedKey): Promise<void> {
    if (key.type === 'sandbox') {
      const usage = await this.sandboxLimits.consume(key.keyId);
      if (usage.exceededRetryAfter !== undefined)
        throw smtpReplyFor(this.sandboxLimits.exceeded(usage.exceededRetryAfter));
    }
    await this.answered(() => this.rateLimit.consume(key.keyId, key.plan));
  }

  contextOf(key: AuthenticatedKey, requestId: string): RequestContext {
    return {
      team_id: key.teamId,
      key_id: key.keyId,
      key_type: key.type,
      scopes: key.scopes,
      plan: key.plan,
      monthly_limit: key.monthlyLimit,
      sandbox_recipient: key.type === 'sandbox' ? key.creatorEmail : undefined,
      request_id: requestId,
    };
  }

  private async answered(check: () => Promise<void>): Promise<void> {
    try {
      await check();
    } catch (error) {
      if (error instanceof ServiceError) throw smtpReplyFor(error);
      throw error;
    }
  }
}
