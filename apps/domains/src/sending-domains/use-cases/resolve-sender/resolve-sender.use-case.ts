import { Injectable, Logger } from '@nestjs/common';
import { RequestContext, ResolvedSender, ResolveSenderRequest, ServiceError } from '@mailroom/contracts';
import { DomainsConfig } from '../../../config/domains.config';
import { InjectDomainsConfig } from '../../../config/domains-config.token';
import { DkimKeys } from '../../../dkim/dkim-keys';
import { DomainRegistryRepository } from '../../domain-registry.repository';
import { unconfiguredDomain } from '../../domain-errors';
import { normalizeDomainName } from '../../domain-name';
import { SendingDomainEntity } from '../../sending-domain.entity';
import { SendingDomainMapper } from '../../sending-domain.mapper';
import { SendingDomainRepository } from '../../sending-domain.repository';

@Injectable()
export class ResolveSenderUseCase {
  private readonly logger = new Logger(ResolveSenderUseCase.name);

  constructor(
    private readonly domains: SendingDomainRepository,
    private readonly registry: DomainRegistryRepository,
    private readonly keys: DkimKeys,
    private readonly mapper: SendingDomainMapper,
    @InjectDomainsConfig() private readonly config: DomainsConfig,
  ) {}

  async execute(ctx: RequestContext, request: ResolveSenderRequest): Promise<ResolvedSender> {
    if (ctx.key_type === 'sandbox') return this.sandboxSender();
    const domain = normalizeDomainName(request.from_domain);
    const row = await this.domains.findByName(ctx.team_id, domain);
    assertMaySend(domain, row);
    return this.mapper.toResolvedSender(row, this.keys.openPrivateKey(row.dkimPrivateKeySealed));
  }

  // Sandbox sends always leave from the shared, pre-verified sandbox domain, whatever the from address.
  private async sandboxSender(): Promise<ResolvedSender> {
    const row = await this.registry.findSandbox(this.config.sandboxDomain);
    if (!row) {
      this.logger.error(`The sandbox domain ${this.config.sandboxDomain} has no row; bootstrap did not run`);
      throw ServiceError.unavailable();
    }
    return this.mapper.toResolvedSender(row, this.keys.openPrivateKey(row.dkimPrivateKeySealed));
  }
}

function assertMaySend(domain: string, row: SendingDomainEntity | null): asserts row is SendingDomainEntity {
  if (!row) {
    throw unconfiguredDomain(
      `The sending domain ${domain} is not configured for this team: add it with POST /domains and verify it.`,
    );
  }
  if (row.status === 'review') {
    throw unconfiguredDomain(`The sending domain ${domain} is under review and may not send yet.`);
  }
  if (row.status === 'blacklisted') {
    throw unconfiguredDomain(`The sending domain ${domain} is blacklisted and may not send.`);
  }
  if (row.dkimStatus !== 'valid') {
    throw unconfiguredDomain(
      `The sending domain ${domain} is not verified: publish its DKIM record and call POST /domains/${domain}/verify.`,
    );
  }
}
