import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DomainEvent, DomainRef, DomainVerifyView } from '@mailroom/contracts';
import { InjectOutbox, InjectOutboxRelay, Outbox, OutboxRelay } from '@mailroom/messaging';
import { DataSource } from 'typeorm';
import { DOMAINS_SCHEMA } from '../../../database/domains.schema';
import { DnsRecordChecker } from '../../../dns/dns-record-checker';
import { domainNotFound } from '../../domain-errors';
import { DomainVerifiedEvent } from '@mailroom/contracts';
import { normalizeDomainName } from '../../domain-name';
import { canSend, SendingDomainMapper } from '../../sending-domain.mapper';
import { RecordStatuses, SendingDomainRepository } from '../../sending-domain.repository';

@Injectable()
export class VerifyDomainUseCase {
  constructor(
    private readonly domains: SendingDomainRepository,
    private readonly checker: DnsRecordChecker,
    private readonly mapper: SendingDomainMapper,
    @InjectDataSource(DOMAINS_SCHEMA) private readonly dataSource: DataSource,
    @InjectOutbox(DOMAINS_SCHEMA) private readonly outbox: Outbox,
    @InjectOutboxRelay(DOMAINS_SCHEMA) private readonly relay: OutboxRelay,
  ) {}

  async execute(teamId: number, ref: DomainRef): Promise<DomainVerifyView> {
    const domain = normalizeDomainName(ref.domain);
    const row = await this.domains.findByName(teamId, domain);
    if (!row) throw domainNotFound();

    // DNS answers can take seconds: look them up before the transaction, not inside it.
    const found = await this.checker.check({
      domain: row.domain,
      selector: row.dkimSelector,
      publicKey: row.dkimPublicKey,
      trackingDomain: row.trackingDomain,
    });
    const statuses: RecordStatuses = {
      dkimStatus: found.dkim,
      spfStatus: found.spf,
      dmarcStatus: found.dmarc,
      cnameStatus: found.cname,
      bounceStatus: found.bounce,
    };

    const verified = await this.dataSource.transaction(async (manager) => {
      if (!(await this.domains.recordVerification(teamId, row.id, statuses, new Date(), manager))) {
        throw domainNotFound();
      }
      const current = await this.domains.findByName(teamId, domain, manager);
      if (!current) throw domainNotFound();
      await this.outbox.add<DomainVerifiedEvent>(manager, DomainEvent.domainVerified, {
        team_id: teamId,
        domain,
        dkim_status: current.dkimStatus,
        spf_status: current.spfStatus,
        dmarc_status: current.dmarcStatus,
        cname_status: current.cnameStatus,
        can_send: canSend(current),
      });
      return current;
    });
    this.relay.kick();
    return this.mapper.toVerifyView(verified);
  }
}
