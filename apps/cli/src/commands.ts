import { parseDecimalInteger } from '@mailroom/config';
import { MAX_INTEGER } from '@mailroom/contracts/validation/integer-range';

export interface CommandSpec {
  usage: string;
  // The positional arguments it takes after its name, and the --options: anything more is refused.
  positionals: readonly string[];
  options: readonly string[];
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

// A number option: decimal digits, 1 to 2,147,483,647 as the API takes them. Number('abc') would be NaN, which
// JSON sends as null, and the API reads null as "not given".
function int(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = parseDecimalInteger(value, 1, MAX_INTEGER);
  if (number === undefined)
    throw new UsageError(`${name} must be an integer from 1 to ${MAX_INTEGER}, got ${JSON.stringify(value)}`);
  return number;
}

function required(value: string | undefined, name: string): string {
  if (value === undefined || value === '') throw new UsageError(`missing ${name}`);
  return value;
}

// A path segment: encoded, so that it names one resource (`../capture/messages` or `2?x=1` reach no other
// route); `.` and `..` would still be read as dot segments of the URL, and name no resource.
function segment(value: string | undefined, name: string): string {
  const given = required(value, name);
  if (given === '.' || given === '..') throw new UsageError(`${name} may not be "${given}"`);
  return encodeURIComponent(given);
}

// Team ids are integers: anything else is a typo, refused before a request is made.
function teamId(value: string | undefined): string {
  return String(int(required(value, 'TEAM_ID'), 'TEAM_ID'));
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
    positionals: [],
    options: ['name', 'owner-email', 'plan', 'monthly-limit'],
    method: 'POST',
    request: (_, o) => ({
      path: '/admin/teams',
      body: {
        name: required(o.name, '--name'),
        owner_email: required(o['owner-email'], '--owner-email'),
        plan: o.plan,
        monthly_limit: int(o['monthly-limit'], '--monthly-limit'),
      },
    }),
    summary: describeTeam,
  },
  'team update': {
    usage: 'team update TEAM_ID [--name NAME] [--plan PLAN] [--monthly-limit N]',
    positionals: ['TEAM_ID'],
    options: ['name', 'plan', 'monthly-limit'],
    method: 'PATCH',
    request: (a, o) => {
      if (o.name === undefined && o.plan === undefined && o['monthly-limit'] === undefined)
        throw new UsageError('team update changes nothing without --name, --plan or --monthly-limit');
      return {
        path: `/admin/teams/${teamId(a[0])}`,
        body: { name: o.name, plan: o.plan, monthly_limit: int(o['monthly-limit'], '--monthly-limit') },
      };
    },
    summary: describeTeam,
  },
  'team get': {
    usage: 'team get TEAM_ID',
    positionals: ['TEAM_ID'],
    options: [],
    method: 'GET',
    request: (a) => ({ path: `/admin/teams/${teamId(a[0])}` }),
    summary: describeTeam,
  },
  'user add': {
    usage: 'user add TEAM_ID --email EMAIL',
    positionals: ['TEAM_ID'],
    options: ['email'],
    method: 'POST',
    request: (a, o) => ({
      path: `/admin/teams/${teamId(a[0])}/users`,
      body: { email: required(o.email, '--email') },
    }),
    summary: (data) => `User ${(data as UserData).id} <${(data as UserData).email}> added`,
  },
  'key create': {
    usage:
      'key create TEAM_ID --name NAME --permission full_access|sending_access|read_only --type live|sandbox [--user-id N]',
    positionals: ['TEAM_ID'],
    options: ['name', 'permission', 'type', 'user-id'],
    method: 'POST',
    request: (a, o) => ({
      path: `/admin/teams/${teamId(a[0])}/api-keys`,
      body: {
        name: required(o.name, '--name'),
        permission: required(o.permission, '--permission'),
        type: required(o.type, '--type'),
        user_id: int(o['user-id'], '--user-id'),
      },
    }),
    summary: (data) => {
      const key = data as KeyData;
      return `API key ${key.id} (${key.permission}, ${key.type}); shown only once:\n\n    ${key.key}\n`;
    },
  },
  'reputation set': {
    usage: 'reputation set DOMAIN review|blacklisted',
    positionals: ['DOMAIN', 'STATUS'],
    options: [],
    method: 'PUT',
    request: (a) => ({
      path: `/admin/domain-reputation/${segment(a[0], 'DOMAIN')}`,
      body: { status: required(a[1], 'STATUS') },
    }),
    summary: (data) =>
      `${(data as ReputationData).domain} is now listed as ${(data as ReputationData).status}`,
  },
  'reputation clear': {
    usage: 'reputation clear DOMAIN',
    positionals: ['DOMAIN'],
    options: [],
    method: 'DELETE',
    request: (a) => ({ path: `/admin/domain-reputation/${segment(a[0], 'DOMAIN')}` }),
    summary: (data) => `${(data as ReputationData).domain} is no longer listed`,
  },
  'campaign approve': {
    usage: 'campaign approve CAMPAIGN_ID',
    positionals: ['CAMPAIGN_ID'],
    options: [],
    method: 'POST',
    request: (a) => ({
      path: `/admin/campaigns/${segment(a[0], 'CAMPAIGN_ID')}/approve`,
    }),
    summary: (data) => `Campaign ${(data as CampaignData).id} approved: now ${(data as CampaignData).status}`,
  },
  'campaign reject': {
    usage: 'campaign reject CAMPAIGN_ID --reason REASON',
    positionals: ['CAMPAIGN_ID'],
    options: ['reason'],
    method: 'POST',
    request: (a, o) => ({
      path: `/admin/campaigns/${segment(a[0], 'CAMPAIGN_ID')}/reject`,
      body: { reason: required(o.reason, '--reason') },
    }),
    summary: (data) =>
      `Campaign ${(data as CampaignData).id} rejected: back to ${(data as CampaignData).status}`,
  },
};
