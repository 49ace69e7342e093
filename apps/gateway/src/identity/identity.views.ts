import { ApiProperty } from '@nestjs/swagger';
import { KeyType, Permission, PERMISSIONS, Plan, PLANS } from '@mailroom/contracts';
import { ApiKeyEntity } from './api-key.entity';
import { monthlyLimitOf } from './plan-limits';
import { TeamEntity } from './team.entity';
import { UserEntity } from './user.entity';

export class UserView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ type: String })
  email!: string;
}

export class TeamView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ type: String })
  name!: string;

  @ApiProperty({ enum: PLANS })
  plan!: Plan;

  @ApiProperty({ type: 'integer' })
  monthly_limit!: number;

  @ApiProperty({ type: 'integer', nullable: true })
  default_project_id!: number | null;

  @ApiProperty({ type: () => UserView, nullable: true })
  owner!: UserView | null;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;
}

export class ApiKeyView {
  @ApiProperty({ type: String })
  id!: string;

  @ApiProperty({ type: String })
  name!: string;

  @ApiProperty({ enum: PERMISSIONS })
  permission!: Permission;

  @ApiProperty({ enum: ['live', 'sandbox'] })
  type!: KeyType;

  @ApiProperty({ type: String })
  prefix!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: 'integer' })
  created_by!: number;
}

export class ApiKeyCreatedView extends ApiKeyView {
  @ApiProperty({ type: String })
  key!: string;
}

export function toUserView(user: UserEntity): UserView {
  return { id: user.id, email: user.email };
}

export function toTeamView(team: TeamEntity, owner: UserEntity | null): TeamView {
  return {
    id: team.id,
    name: team.name,
    plan: team.plan,
    monthly_limit: monthlyLimitOf(team),
    default_project_id: team.defaultProjectId,
    owner: owner ? toUserView(owner) : null,
    created_at: team.createdAt.toISOString(),
  };
}

export function toApiKeyView(key: ApiKeyEntity): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    permission: key.permission,
    type: key.type,
    prefix: key.prefix,
    created_at: key.createdAt.toISOString(),
    created_by: key.createdBy,
  };
}

export class ApiKeyListView {
  @ApiProperty({ type: () => [ApiKeyView] })
  api_keys!: ApiKeyView[];
}
