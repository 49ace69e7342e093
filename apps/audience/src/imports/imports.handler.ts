import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AudienceSubject,
  Envelope,
  ImportChunk,
  ImportRef,
  ImportView,
  OpenImportRequest,
  StartImportRequest,
} from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { AbandonImportUseCase } from './use-cases/abandon-import/abandon-import.use-case';
import { AppendImportChunkUseCase } from './use-cases/append-import-chunk/append-import-chunk.use-case';
import { GetImportUseCase } from './use-cases/get-import/get-import.use-case';
import { OpenImportUseCase } from './use-cases/open-import/open-import.use-case';
import { StartImportUseCase } from './use-cases/start-import/start-import.use-case';

@BusHandler()
export class ImportsHandler {
  constructor(
    private readonly openImport: OpenImportUseCase,
    private readonly appendImportChunk: AppendImportChunkUseCase,
    private readonly startImport: StartImportUseCase,
    private readonly abandonImport: AbandonImportUseCase,
    private readonly getImport: GetImportUseCase,
  ) {}

  @MessagePattern(AudienceSubject.openImport)
  open(@Payload() { ctx, data }: Envelope<OpenImportRequest>): Promise<ImportRef> {
    return this.openImport.execute(ctx, data);
  }

  @MessagePattern(AudienceSubject.appendImportChunk)
  async append(@Payload() { ctx, data }: Envelope<ImportChunk>): Promise<{ stored: true }> {
    await this.appendImportChunk.execute(ctx, data);
    return { stored: true };
  }

  @MessagePattern(AudienceSubject.startImport)
  start(@Payload() { ctx, data }: Envelope<StartImportRequest>): Promise<ImportView> {
    return this.startImport.execute(ctx, data);
  }

  @MessagePattern(AudienceSubject.abandonImport)
  async abandon(@Payload() { ctx, data }: Envelope<ImportRef>): Promise<{ abandoned: true }> {
    await this.abandonImport.execute(ctx, data);
    return { abandoned: true };
  }

  @MessagePattern(AudienceSubject.getImport)
  get(@Payload() { ctx, data }: Envelope<ImportRef>): Promise<ImportView> {
    return this.getImport.execute(ctx, data.import_id);
  }
}
