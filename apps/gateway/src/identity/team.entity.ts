import { Plan } from '@mailroom/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'team' })
export class TeamEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text')
  name!: string;

  @Column('text')
  plan!: Plan;

  // Only enterprise teams carry their own limit; other plans take theirs from PLAN_MONTHLY_LIMIT.
  @Column('integer', { name: 'monthly_limit', nullable: true })
  monthlyLimit!: number | null;

  @Column('integer', { name: 'default_project_id', nullable: true })
  defaultProjectId!: number | null;

  @Column('integer', { name: 'owner_user_id', nullable: true })
  ownerUserId!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
