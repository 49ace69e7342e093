import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AUDIENCE_SCHEMA } from '../database/audience.schema';
import { NamedCollectionRepository } from '../shared/named-collection.repository';

@Injectable()
export class TopicRepository extends NamedCollectionRepository {
  constructor(@InjectDataSource(AUDIENCE_SCHEMA) dataSource: DataSource) {
    super(dataSource, 'topic', 'subscribers_count');
  }
}
