import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TEMPLATES_SCHEMA } from '../database/templates.schema';

// Name of the unique constraint on (project_id, slug): one template per slug in a project.
export const TEMPLATE_SLUG_UNIQUE_CONSTRAINT = 'template_project_slug_key';

@Entity({ schema: TEMPLATES_SCHEMA, name: 'template' })
export class TemplateEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'team_id', type: 'integer' })
  teamId!: number;

  @Column({ name: 'project_id', type: 'integer' })
  projectId!: number;

  @Column({ type: 'text' })
  slug!: string;

  // Not versioned: a rename applies to every version.
  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'current_version', type: 'integer' })
  currentVersion!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
