import { Plan, PLAN_MONTHLY_LIMIT } from '@mailroom/contracts';
import { TeamEntity } from './team.entity';

export function monthlyLimitOf(team: Pick<TeamEntity, 'plan' | 'monthlyLimit'>): number {
  return team.plan === Plan.enterprise ? (team.monthlyLimit ?? 0) : PLAN_MONTHLY_LIMIT[team.plan];
}
