import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DomainsConfig } from '../config/domains.config';
import { InjectDomainsConfig } from '../config/domains-config.token';
import { DkimKeys } from '../dkim/dkim-keys';
import { dkimSelectorFor } from '../dkim/dkim-selector';
import { dkimRecordName, dkimRecordValue } from '../dns/published-records';
import { DomainRegistryRepository } from './domain-registry.repository';
import { SendingDomainEntity } from './sending-domain.entity';

// The shared, pre-verified domain every sandbox send leaves from. It belongs to no team.
@Injectable()
export class SandboxDomainBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(SandboxDomainBootstrap.name);

  constructor(
    private readonly registry: DomainRegistryRepository,
    private readonly keys: DkimKeys,
    @InjectDomainsConfig() private readonly config: DomainsConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const domain = this.config.sandboxDomain;
    const existing = await this.registry.findAnyByName(domain);
    if (existing) return this.assertSandbox(existing);

    const key = await this.keys.generate();
    const now = new Date();
    const row = Object.assign(new SendingDomainEntity(), {
      id: randomUUID(),
      teamId: null,
      domain,
      status: 'approved',
      dkimSelector: dkimSelectorFor(now),
      dkimPublicKey: key.publicKey,
      dkimPrivateKeySealed: key.sealedPrivateKey,
      trackingDomain: `track.${domain}`,
      dkimStatus: 'valid',
      spfStatus: 'valid',
      dmarcStatus: 'valid',
      cnameStatus: 'valid',
      // The sandbox domain has no bounce subdomain: its mail's envelope sender is on BOUNCE_DOMAIN.
      bounceStatus: 'unverified',
      isPrimary: false,
      isSandbox: true,
      lastVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    } satisfies SendingDomainEntity);

    if (await this.registry.insertSandboxIfAbsent(row)) {
      this.logger.log(
        `Created the sandbox domain ${domain}; its DKIM record is ${dkimRecordName(row.dkimSelector, domain)} TXT "${dkimRecordValue(row.dkimPublicKey)}"`,
      );
      return;
    }
    // Another replica inserted first, or a team owns the name.
    const winner = await this.registry.findAnyByName(domain);
    if (!winner) throw new Error(`The sandbox domain ${domain} could not be created`);
    this.assertSandbox(winner);
  }

  private assertSandbox(row: SendingDomainEntity): void {
    if (!row.isSandbox) {
      throw new Error(`SANDBOX_DOMAIN ${row.domain} is registered by a team; choose another sandbox domain`);
    }
  }
}
