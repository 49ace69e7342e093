import { Injectable } from '@nestjs/common';
import { ServiceError } from '@mailroom/contracts';
import { AddUserDto } from '../../dto/create-team.dto';
import { toUserView, UserView } from '../../identity.views';
import { TeamRepository } from '../../team.repository';
import { UserRepository } from '../../user.repository';

@Injectable()
export class AddUserUseCase {
  constructor(
    private readonly teams: TeamRepository,
    private readonly users: UserRepository,
  ) {}

  async execute(teamId: number, input: AddUserDto): Promise<UserView> {
    if (!(await this.teams.findById(teamId))) throw ServiceError.notFound('Team not found.');
    if (await this.users.findByEmail(teamId, input.email)) {
      throw ServiceError.validation({ email: ['A user with this email already belongs to the team.'] });
    }
    return toUserView(await this.users.insert(teamId, input.email));
  }
}
