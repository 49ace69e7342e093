import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { TEMPLATES_SCHEMA } from '../database/templates.schema';

@Entity({ schema: TEMPLATES_SCHEMA, name: 'project' })
export class ProjectEntity {
  // An integer: SPEC's project_id is one.
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'team_id', type: 'integer' })
  teamId!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'is_default', type: 'boolean' })
  isDefault!: boolean;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
