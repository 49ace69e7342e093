import { KeyType, Permission } from '@mailroom/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'api_key' })
export class ApiKeyEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('integer', { name: 'team_id' })
  teamId!: number;

  @Column('integer', { name: 'created_by' })
  createdBy!: number;

  @Column('text')
  name!: string;

  @Column('text')
  permission!: Permission;

  @Column('text')
  type!: KeyType;

  // SHA-256 of the whole key: a key is high-entropy, so a fast hash is enough and keeps auth cheap.
  @Column('bytea', { name: 'key_hash' })
  keyHash!: Buffer;

  @Column('text')
  prefix!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
