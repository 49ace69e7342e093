import { Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AudienceSubject,
  Envelope,
  ErrorCode,
  IMPORT_CHUNK_BYTES,
  IMPORT_MAX_BYTES,
  ImportChunk,
  ImportContactsQuery,
  ImportRef,
  ImportStartedView,
  ImportView,
  OpenImportRequest,
  RequestContext,
  Scope,
  ServiceError,
  StartImportRequest,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { Caller } from '../access/request-context.decorator';
import { ApiKeyRoute } from '../access/route-policy';
import { CSV_BODY_ROUTE, csvTooLarge } from '../http/http-app';
import { unsupportedBody } from '../http/http-error.filter';
import { respond, SuccessBody } from '../http/respond';
import { ApiEnvelope, ApiErrors, NOT_FOUND } from '../http/api-docs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_IMPORT_LISTS = 50;

@ApiTags('Audience')
@Controller('audience')
export class AudienceImportsController {
  constructor(private readonly bus: BusClient) {}

  // The CSV never crosses the bus whole: it is streamed to the audience context in pieces of 256 KB, which
  // stores them; the import then runs there as a job.
  @Post('contacts/import')
  @HttpCode(202)
  @RouteConfig(CSV_BODY_ROUTE)
  @ApiKeyRoute({ scope: Scope.audienceWrite, sandbox: 'restricted' })
  @ApiConsumes('text/csv')
  @ApiBody({
    required: true,
    description: 'CSV: a header row (email, then property keys), one contact a row',
    schema: { type: 'string' },
    examples: { contacts: { value: 'email,first_name\nada@example.com,Ada\n' } },
  })
  @ApiOperation({
    summary: 'Import contacts from CSV (header: email plus property keys), at most 100 MB; runs as a job',
  })
  @ApiEnvelope(ImportStartedView, { status: 202 })
  @ApiErrors({ 422: [ErrorCode.validationError] })
  @ApiErrors(NOT_FOUND)
  async import(
    @Caller() ctx: RequestContext,
    @Query() query: ImportContactsQuery,
    @Req() request: FastifyRequest,
  ): Promise<SuccessBody<ImportStartedView>> {
    const body = request.body;
    if (!(body instanceof Readable)) {
      throw new ServiceError(unsupportedBody('Send the contacts as CSV (Content-Type: text/csv).'));
    }
    const listIds = (query.list_ids ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '');
    if (listIds.length > MAX_IMPORT_LISTS || !listIds.every((id) => UUID.test(id)))
      throw ServiceError.validation({
        list_ids: ['The list_ids must be up to 50 comma-separated list ids.'],
      });
    const open: Envelope<OpenImportRequest> = {
      ctx,
      data: { list_ids: listIds, update_existing: query.update_existing === 'true' },
    };
    const { import_id } = await this.bus.request<ImportRef>(AudienceSubject.openImport, open);
    let chunks: number;
    try {
      chunks = await this.upload(ctx, import_id, body);
    } catch (error) {
      body.resume();
      await this.bus
        .request(AudienceSubject.abandonImport, { ctx, data: { import_id } } satisfies Envelope<ImportRef>)
        .catch(() => undefined);
      throw error;
    }
    const start: Envelope<StartImportRequest> = { ctx, data: { import_id, chunks } };
    const started = await this.bus.request<ImportView>(AudienceSubject.startImport, start);
    return respond('Import queued.', { id: started.id, status: started.status });
  }

  @Get('imports/:importId')
  @ApiKeyRoute({ scope: Scope.audienceRead, sandbox: 'allowed' })
  @ApiOperation({ summary: 'Progress of an import and its first 100 row errors' })
  @ApiEnvelope(ImportView)
  @ApiErrors(NOT_FOUND)
  async get(@Caller() ctx: RequestContext, @Param('importId') id: string): Promise<SuccessBody<ImportView>> {
    const envelope: Envelope<ImportRef> = { ctx, data: { import_id: id } };
    return respond(
      'Import retrieved.',
      await this.bus.request<ImportView>(AudienceSubject.getImport, envelope),
    );
  }

  // Sends the body in order, a piece at a time; answers how many pieces there were.
  private async upload(ctx: RequestContext, importId: string, body: Readable): Promise<number> {
    let seq = 0;
    let size = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    // Whole pieces as they fill up; the rest waits for more of the body, or for its end.
    const send = async (final: boolean): Promise<void> => {
      const data = Buffer.concat(pending);
      let offset = 0;
      while (data.length - offset >= IMPORT_CHUNK_BYTES || (final && offset < data.length)) {
        const piece = data.subarray(offset, offset + IMPORT_CHUNK_BYTES);
        offset += piece.length;
        const chunk: Envelope<ImportChunk> = {
          ctx,
          data: { import_id: importId, seq: seq++, data: piece.toString('base64') },
        };
        await this.bus.request(AudienceSubject.appendImportChunk, chunk);
      }
      pending = offset < data.length ? [data.subarray(offset)] : [];
      pendingBytes = data.length - offset;
    };
    for await (const piece of body as AsyncIterable<Buffer>) {
      size += piece.length;
      if (size > IMPORT_MAX_BYTES) {
        throw new ServiceError(csvTooLarge());
      }
      pending.push(piece);
      pendingBytes += piece.length;
      if (pendingBytes >= IMPORT_CHUNK_BYTES) await send(false);
    }
    await send(true);
    return seq;
  }
}
