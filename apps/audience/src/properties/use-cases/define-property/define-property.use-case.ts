import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DefinePropertyDto,
  ErrorCode,
  MAX_PROPERTIES_PER_TEAM,
  PropertyView,
  RequestContext,
  ServiceError,
} from '@mailroom/contracts';
import { DataSource } from 'typeorm';
import { AUDIENCE_SCHEMA } from '../../../database/audience.schema';
import { propertyView } from '../../property.mapper';
import { PropertyIndexes } from '../../property-indexes';
import { PropertyRepository } from '../../property.repository';

// POST /audience/properties: a typed key contacts may then carry.
@Injectable()
export class DefinePropertyUseCase {
  constructor(
    @InjectDataSource(AUDIENCE_SCHEMA) private readonly dataSource: DataSource,
    private readonly properties: PropertyRepository,
    private readonly indexes: PropertyIndexes,
  ) {}

  async execute(ctx: RequestContext, dto: DefinePropertyDto): Promise<PropertyView> {
    const view = await this.dataSource.transaction(async (manager) => {
      await this.properties.lockTeam(manager, ctx.team_id);
      if ((await this.properties.count(manager, ctx.team_id)) >= MAX_PROPERTIES_PER_TEAM) {
        throw ServiceError.validation({
          key: [`A team may define at most ${MAX_PROPERTIES_PER_TEAM} properties.`],
        });
      }
      const row = await this.properties.insert(manager, ctx.team_id, {
        key: dto.key,
        type: dto.type,
        label: dto.label ?? null,
      });
      if (!row) {
        throw new ServiceError({
          status: 409,
          error_code: ErrorCode.propertyExists,
          message: `The property ${dto.key} is already defined.`,
        });
      }
      return propertyView(row);
    });
    this.indexes.kick();
    return view;
  }
}
