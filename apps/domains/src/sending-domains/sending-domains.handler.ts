import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateDomainDto,
  DomainCreatedView,
  DomainDetailView,
  DomainListView,
  DomainRef,
  DomainSubject,
  DomainVerifyView,
  Envelope,
  ResolvedSender,
  ResolveSenderRequest,
} from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { CreateDomainUseCase } from './use-cases/create-domain/create-domain.use-case';
import { DeleteDomainUseCase } from './use-cases/delete-domain/delete-domain.use-case';
import { GetDomainUseCase } from './use-cases/get-domain/get-domain.use-case';
import { ListDomainsUseCase } from './use-cases/list-domains/list-domains.use-case';
import { ResolveSenderUseCase } from './use-cases/resolve-sender/resolve-sender.use-case';
import { VerifyDomainUseCase } from './use-cases/verify-domain/verify-domain.use-case';

@BusHandler()
export class SendingDomainsHandler {
  constructor(
    private readonly createDomain: CreateDomainUseCase,
    private readonly getDomain: GetDomainUseCase,
    private readonly listDomains: ListDomainsUseCase,
    private readonly verifyDomain: VerifyDomainUseCase,
    private readonly deleteDomain: DeleteDomainUseCase,
    private readonly resolveSender: ResolveSenderUseCase,
  ) {}

  @MessagePattern(DomainSubject.create)
  create(@Payload() { ctx, data }: Envelope<CreateDomainDto>): Promise<DomainCreatedView> {
    return this.createDomain.execute(ctx.team_id, data);
  }

  @MessagePattern(DomainSubject.get)
  get(@Payload() { ctx, data }: Envelope<DomainRef>): Promise<DomainDetailView> {
    return this.getDomain.execute(ctx.team_id, data);
  }

  @MessagePattern(DomainSubject.list)
  list(@Payload() { ctx }: Envelope<Record<string, never>>): Promise<DomainListView> {
    return this.listDomains.execute(ctx.team_id);
  }

  @MessagePattern(DomainSubject.verify)
  verify(@Payload() { ctx, data }: Envelope<DomainRef>): Promise<DomainVerifyView> {
    return this.verifyDomain.execute(ctx.team_id, data);
  }

  @MessagePattern(DomainSubject.delete)
  delete(@Payload() { ctx, data }: Envelope<DomainRef>): Promise<DomainRef> {
    return this.deleteDomain.execute(ctx.team_id, data);
  }

  @MessagePattern(DomainSubject.resolveSender)
  resolve(@Payload() { ctx, data }: Envelope<ResolveSenderRequest>): Promise<ResolvedSender> {
    return this.resolveSender.execute(ctx, data);
  }
}
