import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, RequestContext, ServiceError } from '@mailroom/contracts';
import { DataSource } from 'typeorm';
import { AUDIENCE_SCHEMA } from '../../../database/audience.schema';
import { PropertyIndexes } from '../../property-indexes';
import { PropertyRepository } from '../../property.repository';

// DELETE /audience/properties/{key}: the definition and the contacts' values of it; refused while a segment
// compares it (409 property_in_use), since the segment could no longer be compiled.
@Injectable()
export class DeletePropertyUseCase {
  constructor(
    @InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource,
    private readonly properties: PropertyRepository,
    private readonly indexes: PropertyIndexes,
  ) {}

  async execute(ctx: RequestContext, key: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.properties.lockTeam(manager, ctx.team_id);
      if (await this.properties.usedBySegment(manager, ctx.team_id, key)) {
        throw new ServiceError({
          status: 409,
          error_code: ErrorCode.propertyInUse,
          message: `The property ${key} is used by a segment; change or delete the segment first.`,
        });
      }
      if (!(await this.properties.delete(manager, ctx.team_id, key)))
        throw ServiceError.notFound('Property not found.');
    });
    this.indexes.kick();
  }
}
