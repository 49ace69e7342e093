export interface CommandSpec {
  usage: string;
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'GET';
  // Builds the admin API path and body from positional arguments and --options.
  request(
    args: string[],
    options: Record<string, string | undefined>,
  ): { path: string; body?: Record<string, unknown> };
  summary(data: unknown): string;
}

// The parts of the admin API's answers that the human-readable summaries show.
interface TeamData {
  id: number;
  name: string;
  plan: string;
  monthly_limit: number;
  owner: { email: string } | null;
}
interface UserData {
  id: number;
  email: string;
}
interface KeyData {
  id: string;
  permission: string;
  type: string;
  key: string;
}
interface CampaignData {
  id: string;
  status: string;
}
interface ReputationData {
  domain: string;
  status?: string;
}

function describeTeam(data: unknown): string {
  const team = data as TeamData;
  return `Team ${team.id} "${team.name}" (${team.plan}, ${team.monthly_limit}/month), owner ${team.owner?.email ?? '-'}`;
}

const int = (value: string | undefined): number | undefined =>
  value === undefined ? undefined : Number(value);

function required(value: string | undefined, name: string): string {
  if (value === undefined || value === '') throw new UsageError(`missing ${name}`);
  return value;
}

export class UsageError extends Error {}

export const OPTION_NAMES = [
  'name',
  'owner-email',
  'plan',
  'monthly-limit',
  'email',
  'permission',
  'type',
  'user-id',
  'reason',
];

// One entry per CLI command; each wraps one admin API call (see API.md).
export const COMMANDS: Record<string, CommandSpec> = {
  'team create': {
    usage: 'team create --name NAME --owner-email EMAIL [--plan PLAN] [--monthly-limit N]',
    method: 'POST',
    request: (_, o) => ({
      path: '/admin/teams',
      body: {
        name: required(o.name, '--name'),
        owner_email: required(o['owner-email'], '--owner-email'),
        plan: o.plan,
        monthly_limit: int(o['monthly-limit']),
      },
    }),
    summary: describeTeam,
  },
  'team update': {
    usage: 'team update TEAM_ID [--name NAME] [--plan PLAN] [--monthly-limit N]',
    method: 'PATCH',
    request: (a, o) => ({
      path: `/admin/teams/${required(a[0], 'TEAM_ID')}`,
      body: { name: o.name, plan: o.plan, monthly_limit: int(o['monthly-limit']) },
    }),
    summary: describeTeam,
  },
  'team get': {
    usage: 'team get TEAM_ID',
    method: 'GET',
    request: (a) => ({ path: `/admin/teams/${required(a[0], 'TEAM_ID')}` }),
    summary: describeTeam,
  },
  'user add': {
    usage: 'user add TEAM_ID --email EMAIL',
    method: 'POST',
    request: (a, o) => ({
      path: `/admin/teams/${required(a[0], 'TEAM_ID')}/users`,
      body: { email: required(o.email, '--email') },
    }),
    summary: (data) => `User ${(data as UserData).id} <${(data as UserData).email}> added`,
  },
  'key create': {
    usage:
      'key create TEAM_ID --name NAME --permission full_access|sending_access|read_only --type live|sandbox [--user-id N]',
    method: 'POST',
    request: (a, o) => ({
      path: `/admin/teams/${required(a[0], 'TEAM_ID')}/api-keys`,
      body: {
        name: required(o.name, '--name'),
        permission: required(o.permission, '--permission'),
        type: required(o.type, '--type'),
        user_id: int(o['user-id']),
      },
    }),
    summary: (data) => {
      const key = data as KeyData;
      return `API key ${key.id} (${key.permission}, ${key.type}); shown only once:\n\n    ${key.key}\n`;
    },
  },
  'reputation set': {
    usage: 'reputation set DOMAIN review|blacklisted',
    method: 'PUT',
    request: (a) => ({
      path: `/admin/domain-reputation/${encodeURIComponent(required(a[0], 'DOMAIN'))}`,
      body: { status: required(a[1], 'STATUS') },
    }),
    summary: (data) =>
      `${(data as ReputationData).domain} is now listed as ${(data as ReputationData).status}`,
  },
  'reputation clear': {
    usage: 'reputation clear DOMAIN',
    method: 'DELETE',
    request: (a) => ({ path: `/admin/domain-reputation/${encodeURIComponent(required(a[0], 'DOMAIN'))}` }),
    summary: (data) => `${(data as ReputationData).domain} is no longer listed`,
  },
  'campaign approve': {
    usage: 'campaign approve CAMPAIGN_ID',
    method: 'POST',
    request: (a) => ({
      path: `/admin/campaigns/${encodeURIComponent(required(a[0], 'CAMPAIGN_ID'))}/approve`,
    }),
    summary: (data) => `Campaign ${(data as CampaignData).id} approved: now ${(data as CampaignData).status}`,
  },
  'campaign reject': {
    usage: 'campaign reject CAMPAIGN_ID --reason REASON',
    method: 'POST',
    request: (a, o) => ({
      path: `/admin/campaigns/${encodeURIComponent(required(a[0], 'CAMPAIGN_ID'))}/reject`,
      body: { reason: required(o.reason, '--reason') },
    }),
    summary: (data) =>
      `Campaign ${(data as CampaignData).id} rejected: back to ${(data as CampaignData).status}`,
  },
};
