import { ContextDatabase } from '@mailroom/database';
import { ApiKeyEntity } from './api-key.entity';
import { CreateIdentitySchema1763870000000 } from './database/migrations/1763870000000-create-identity-schema';
import { TeamEntity } from './team.entity';
import { UserEntity } from './user.entity';

export const IDENTITY_SCHEMA = 'identity';

export const identityDatabase: ContextDatabase = {
  schema: IDENTITY_SCHEMA,
  entities: [TeamEntity, UserEntity, ApiKeyEntity],
  migrations: [CreateIdentitySchema1763870000000],
};
