import { randomUUID } from 'node:crypto';
import { ApiClient } from './http-client';

export interface TestTeam {
  id: number;
  ownerEmail: string;
  api: ApiClient;
  key: string;
}

// A team with an owner and one key, made through the admin API as an operator would.
export async function createTeam(
  admin: ApiClient,
  options: { plan?: string; permission?: string; type?: 'live' | 'sandbox'; monthly_limit?: number } = {},
): Promise<TestTeam> {
  const ownerEmail = `owner-${randomUUID().slice(0, 8)}@example.test`;
  const team = await admin.post('/admin/teams', {
    name: `Team ${ownerEmail}`,
    owner_email: ownerEmail,
    plan: options.plan,
    monthly_limit: options.monthly_limit,
  });
  if (team.status !== 201) throw new Error(`team create failed: ${team.status} ${JSON.stringify(team.body)}`);
  const key = await createKey(admin, team.body.data.id, {
    permission: options.permission ?? 'full_access',
    type: options.type ?? 'live',
  });
  return { id: team.body.data.id, ownerEmail, api: admin.withToken(key), key };
}

export async function createKey(
  admin: ApiClient,
  teamId: number,
  options: { permission: string; type: 'live' | 'sandbox'; user_id?: number },
): Promise<string> {
  const response = await admin.post(`/admin/teams/${teamId}/api-keys`, { name: 'test key', ...options });
  if (response.status !== 201)
    throw new Error(`key create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.key as string;
}
