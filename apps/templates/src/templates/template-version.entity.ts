import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TEMPLATES_SCHEMA } from '../database/templates.schema';

// A version is immutable once written; a content change writes the next one.
@Entity({ schema: TEMPLATES_SCHEMA, name: 'template_version' })
export class TemplateVersionEntity {
  @PrimaryColumn({ name: 'template_id', type: 'uuid' })
  templateId!: string;

  @PrimaryColumn({ type: 'integer' })
  version!: number;

  @Column({ type: 'text', nullable: true })
  subject!: string | null;

  @Column({ type: 'text', nullable: true })
  html!: string | null;

  @Column({ type: 'text', nullable: true })
  text!: string | null;

  @Column({ name: 'content_hash', type: 'text' })
  contentHash!: string;

  @Column({ name: 'merge_tags', type: 'jsonb' })
  mergeTags!: string[];

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
