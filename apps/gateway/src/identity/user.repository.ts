import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { assertTeamId } from '@mailroom/database';
import { EntityManager, Repository } from 'typeorm';
import { IDENTITY_SCHEMA } from './identity.database';
import { UserEntity } from './user.entity';

@Injectable()
export class UserRepository {
  constructor(
    @InjectRepository(UserEntity, IDENTITY_SCHEMA) private readonly users: Repository<UserEntity>,
  ) {}

  async findById(teamId: number, userId: number): Promise<UserEntity | null> {
    assertTeamId(teamId);
    return this.users.findOneBy({ teamId, id: userId });
  }

  async findByEmail(teamId: number, email: string): Promise<UserEntity | null> {
    assertTeamId(teamId);
    return this.users
      .createQueryBuilder('user')
      .where('user.team_id = :teamId AND lower(user.email) = lower(:email)', { teamId, email })
      .getOne();
  }

  async insert(teamId: number, email: string, manager?: EntityManager): Promise<UserEntity> {
    assertTeamId(teamId);
    const repository = manager?.getRepository(UserEntity) ?? this.users;
    return repository.save(repository.create({ teamId, email }));
  }
}
