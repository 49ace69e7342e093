import { Injectable } from '@nestjs/common';
import { ProjectView } from '@mailroom/contracts';
import { ProjectEntity } from './project.entity';

@Injectable()
export class ProjectMapper {
  toView(row: ProjectEntity): ProjectView {
    return { id: row.id, name: row.name, is_default: row.isDefault, created_at: row.createdAt.toISOString() };
  }
}
