import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { KeyType, Permission, Plan } from '@mailroom/contracts';
import { assertTeamId } from '@mailroom/database';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ApiKeyEntity } from './api-key.entity';
import { IDENTITY_SCHEMA } from './identity.database';

export interface ApiKeyOwner {
  key_id: string;
  key_hash: Buffer;
  team_id: number;
  type: KeyType;
  permission: Permission;
  plan: Plan;
  monthly_limit: number | null;
  creator_user_id: number;
  creator_email: string;
}

@Injectable()
export class ApiKeyRepository {
  constructor(
    @InjectRepository(ApiKeyEntity, IDENTITY_SCHEMA) private readonly keys: Repository<ApiKeyEntity>,
    @InjectDataSource(IDENTITY_SCHEMA) private readonly dataSource: DataSource,
  ) {}

  async insert(key: ApiKeyEntity, manager?: EntityManager): Promise<ApiKeyEntity> {
    assertTeamId(key.teamId);
    return (manager?.getRepository(ApiKeyEntity) ?? this.keys).save(key);
  }

  async listByTeam(teamId: number): Promise<ApiKeyEntity[]> {
    assertTeamId(teamId);
    return this.keys.find({ where: { teamId }, order: { createdAt: 'DESC' } });
  }

  async delete(teamId: number, keyId: string): Promise<boolean> {
    assertTeamId(teamId);
    const result = await this.keys.delete({ teamId, id: keyId });
    return (result.affected ?? 0) > 0;
  }

  // The authentication hot path: one indexed lookup joining what the request context needs.
  async findOwnerByHash(hash: Buffer): Promise<ApiKeyOwner | null> {
    const rows: ApiKeyOwner[] = await this.dataSource.query(
      `SELECT k.id AS key_id, k.key_hash, k.team_id, k.type, k.permission, t.plan, t.monthly_limit,
              u.id AS creator_user_id, u.email AS creator_email
         FROM "identity"."api_key" k
         JOIN "identity"."team" t ON t.id = k.team_id
         JOIN "identity"."user" u ON u.id = k.created_by
        WHERE k.key_hash = $1`,
      [hash],
    );
    return rows[0] ?? null;
  }
}
