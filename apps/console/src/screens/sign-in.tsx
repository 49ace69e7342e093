import { type FormEvent, useState } from 'react';
import { ApiClient, ApiError } from '../api/client';
import type { Session } from '../api/session';
import { ErrorMessage } from '../components/ui';

// Signing in checks the key with GET /auth/check (and the admin token with an admin read) before keeping it
// for this browser tab.
export function SignInScreen({
  session,
  onSignIn,
  refused,
}: {
  session: Session;
  onSignIn: (session: Session) => void;
  // The API refused the key of the session that ended (revoked meanwhile, say).
  refused: ApiError | null;
}) {
  const [apiKey, setApiKey] = useState('');
  const [adminToken, setAdminToken] = useState(session.adminToken ?? '');
  const [error, setError] = useState<ApiError | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    const next = { apiKey: apiKey.trim(), adminToken: adminToken.trim() || null };
    try {
      const api = new ApiClient(next);
      await api.mailroom.checkKey();
      if (next.adminToken) await api.admin.capture.list({ limit: 1 });
      onSignIn(next);
    } catch (caught) {
      setError(ApiError.of(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="sign-in">
      <h1>Mailroom console</h1>
      <p>
        Everything here is the public API (<code>/api</code>) seen through your browser. Your key stays in
        this tab only.
      </p>
      {refused && !error && (
        <div className="error" role="alert">
          <strong>The API no longer accepts the key you were signed in with; sign in again.</strong>{' '}
          {refused.message} <code className="error-code">{refused.errorCode}</code>
          <span className="muted"> (HTTP {refused.status})</span>
        </div>
      )}
      <form onSubmit={(e) => void submit(e)}>
        <label>
          API key
          <input
            name="apiKey"
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
            placeholder="mr_… or mr_sandbox_…"
            autoComplete="off"
            required
          />
        </label>
        <label>
          Admin token{' '}
          <span className="muted">
            (optional: the capture inbox; standalone keeps it in DATA_DIR/admin-token)
          </span>
          <input
            name="adminToken"
            type="password"
            value={adminToken}
            onChange={(e) => setAdminToken(e.target.value)}
            autoComplete="off"
          />
        </label>
        <button type="submit" disabled={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <ErrorMessage error={error} />
      <p className="muted">
        On its first start, standalone prints a console link that signs you in with the owner's sandbox key.
      </p>
    </div>
  );
}
