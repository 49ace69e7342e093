import { KeyType, Permission, Plan } from '@mailroom/contracts';
import { ApiKeyEntity } from './api-key.entity';
import { monthlyLimitOf } from './plan-limits';
import { TeamEntity } from './team.entity';
import { UserEntity } from './user.entity';

export interface UserView {
  id: number;
  email: string;
}

export interface TeamView {
  id: number;
  name: string;
  plan: Plan;
  monthly_limit: number;
  default_project_id: number | null;
  owner: UserView | null;
  created_at: string;
}

export interface ApiKeyView {
  id: string;
  name: string;
  permission: Permission;
  type: KeyType;
  prefix: string;
  created_at: string;
  created_by: number;
}

export interface ApiKeyCreatedView extends ApiKeyView {
  key: string;
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
