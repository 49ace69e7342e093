import { Injectable } from '@nestjs/common';
import { DomainDetailView, DomainRef } from '@mailroom/contracts';
import { domainNotFound } from '../../domain-errors';
import { normalizeDomainName } from '../../domain-name';
import { SendingDomainMapper } from '../../sending-domain.mapper';
import { SendingDomainRepository } from '../../sending-domain.repository';

@Injectable()
export class GetDomainUseCase {
  constructor(
    private readonly domains: SendingDomainRepository,
    private readonly mapper: SendingDomainMapper,
  ) {}

  async execute(teamId: number, ref: DomainRef): Promise<DomainDetailView> {
    const row = await this.domains.findByName(teamId, normalizeDomainName(ref.domain));
    if (!row) throw domainNotFound();
    return this.mapper.toDetailView(row);
  }
}
