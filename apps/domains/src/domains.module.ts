import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseModule } from '@mailroom/database';
import { OutboxModule } from '@mailroom/messaging';
import { DomainsConfig } from './config/domains.config';
import { DOMAINS_CONFIG } from './config/domains-config.token';
import { domainsMigrations } from './database/domains.migrations';
import { DOMAINS_SCHEMA } from './database/domains.schema';
import { DkimKeys } from './dkim/dkim-keys';
import { DnsRecordChecker } from './dns/dns-record-checker';
import { DomainReputationEntity } from './reputation/domain-reputation.entity';
import { DomainReputationRepository } from './reputation/domain-reputation.repository';
import { ReputationStatusSync } from './reputation/reputation-status-sync';
import { ReputationHandler } from './reputation/reputation.handler';
import { ClearReputationUseCase } from './reputation/use-cases/clear-reputation/clear-reputation.use-case';
import { SetReputationUseCase } from './reputation/use-cases/set-reputation/set-reputation.use-case';
import { DomainRegistryRepository } from './sending-domains/domain-registry.repository';
import { SandboxDomainBootstrap } from './sending-domains/sandbox-domain.bootstrap';
import { SendingDomainEntity } from './sending-domains/sending-domain.entity';
import { SendingDomainMapper } from './sending-domains/sending-domain.mapper';
import { SendingDomainRepository } from './sending-domains/sending-domain.repository';
import { SendingDomainsHandler } from './sending-domains/sending-domains.handler';
import { CreateDomainUseCase } from './sending-domains/use-cases/create-domain/create-domain.use-case';
import { DeleteDomainUseCase } from './sending-domains/use-cases/delete-domain/delete-domain.use-case';
import { GetDomainUseCase } from './sending-domains/use-cases/get-domain/get-domain.use-case';
import { ListDomainsUseCase } from './sending-domains/use-cases/list-domains/list-domains.use-case';
import { ResolveSenderUseCase } from './sending-domains/use-cases/resolve-sender/resolve-sender.use-case';
import { VerifyDomainUseCase } from './sending-domains/use-cases/verify-domain/verify-domain.use-case';

const entities = [SendingDomainEntity, DomainReputationEntity];

// The sending-domains context. The process that imports it provides the database settings, the bus and
// observability globally (distributed main or standalone).
@Module({})
export class DomainsModule {
  static register(config: DomainsConfig): DynamicModule {
    return {
      module: DomainsModule,
      imports: [
        DatabaseModule.forContext({ schema: DOMAINS_SCHEMA, entities, migrations: domainsMigrations }),
        TypeOrmModule.forFeature(entities, DOMAINS_SCHEMA),
        OutboxModule.forContext(DOMAINS_SCHEMA),
      ],
      controllers: [SendingDomainsHandler, ReputationHandler],
      providers: [
        { provide: DOMAINS_CONFIG, useValue: config },
        SendingDomainRepository,
        DomainRegistryRepository,
        DomainReputationRepository,
        SendingDomainMapper,
        DkimKeys,
        DnsRecordChecker,
        ReputationStatusSync,
        SandboxDomainBootstrap,
        CreateDomainUseCase,
        GetDomainUseCase,
        ListDomainsUseCase,
        VerifyDomainUseCase,
        DeleteDomainUseCase,
        ResolveSenderUseCase,
        SetReputationUseCase,
        ClearReputationUseCase,
      ],
    };
  }
}
