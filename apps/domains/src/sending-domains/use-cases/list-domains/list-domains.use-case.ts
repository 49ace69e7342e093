import { Injectable } from '@nestjs/common';
import { DomainListView } from '@mailroom/contracts';
import { SendingDomainMapper } from '../../sending-domain.mapper';
import { SendingDomainRepository } from '../../sending-domain.repository';

@Injectable()
export class ListDomainsUseCase {
  constructor(
    private readonly domains: SendingDomainRepository,
    private readonly mapper: SendingDomainMapper,
  ) {}

  async execute(teamId: number): Promise<DomainListView> {
    const rows = await this.domains.list(teamId);
    return { domains: rows.map((row) => this.mapper.toDetailView(row)) };
  }
}
