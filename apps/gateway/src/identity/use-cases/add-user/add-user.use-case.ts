import { Injectable } from '@nestjs/common';
import { ServiceError } from '@mailroom/contracts';
import { isUniqueViolation } from '@mailroom/database';
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
    if (await this.users.findByEmail(teamId, input.email)) throw alreadyMember();
    try {
      return toUserView(await this.users.insert(teamId, input.email));
    } catch (error) {
      // The same address added at the same moment: the one that lost the race is told as if it came after.
      if (isUniqueViolation(error, USER_EMAIL_UNIQUE_INDEX)) throw alreadyMember();
      throw error;
    }
  }
}

const USER_EMAIL_UNIQUE_INDEX = 'user_team_email_uq';

function alreadyMember(): ServiceError {
  return ServiceError.validation({ email: ['A user with this email already belongs to the team.'] });
}
