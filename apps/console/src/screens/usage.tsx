import { useApp } from '../components/app-context';
import { ErrorMessage, Loading } from '../components/ui';
import { useApi } from '../components/use-api';

interface Usage {
  period: string;
  plan: string;
  monthly_limit: number;
  sent: number;
  overage: number;
  overage_cost: number;
}

export function UsageScreen() {
  const { api } = useApp();
  const usage = useApi(() => api.mailroom.usage() as Promise<Usage>, [api]);
  const u = usage.data;
  const share = u && u.monthly_limit > 0 ? Math.min(100, (u.sent / u.monthly_limit) * 100) : 0;
  return (
    <section>
      <h1>Usage</h1>
      <ErrorMessage error={usage.error} />
      {usage.loading && !u && <Loading what="usage" />}
      {u && (
        <div className="card">
          <p>
            {u.period}, plan <strong>{u.plan}</strong>: {u.sent.toLocaleString()} of{' '}
            {u.monthly_limit.toLocaleString()} emails sent.
          </p>
          <progress max={100} value={share} aria-label="Share of the monthly limit" />
          <p>
            Overage: {u.overage.toLocaleString()} emails, cost {u.overage_cost} (0.80 per 1,000). Sandbox
            sends never count.
          </p>
        </div>
      )}
    </section>
  );
}
