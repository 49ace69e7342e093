import { Injectable } from '@nestjs/common';
import { PropertyListView, RequestContext } from '@mailroom/contracts';
import { propertyView } from '../../property.mapper';
import { PropertyRepository } from '../../property.repository';

// GET /audience/properties: every definition of the team (at most 100), by key.
@Injectable()
export class ListPropertiesUseCase {
  constructor(private readonly properties: PropertyRepository) {}

  async execute(ctx: RequestContext): Promise<PropertyListView> {
    return { properties: (await this.properties.list(ctx.team_id)).map(propertyView) };
  }
}
