import type { CreateApiKeyRequest } from '@mailroom/sdk';
import { type FormEvent, useState } from 'react';
import { useApp } from '../components/app-context';
import { ConfirmButton, CopyButton, ErrorMessage, Loading, Time } from '../components/ui';
import { useAction, useApi } from '../components/use-api';

interface ApiKey {
  id: string;
  name: string;
  permission: string;
  type: string;
  prefix: string;
  created_at: string;
}

export function ApiKeysScreen() {
  const { api, session } = useApp();
  const isCurrent = (key: ApiKey) =>
    session.apiKey?.startsWith(`${key.type === 'sandbox' ? 'mr_sandbox_' : 'mr_'}${key.prefix}`) ?? false;
  const list = useApi(() => api.mailroom.apiKeys.list() as Promise<{ api_keys: ApiKey[] }>, [api]);
  const [form, setForm] = useState({ name: '', permission: 'sending_access', type: 'live' });
  const [created, setCreated] = useState<(ApiKey & { key: string }) | null>(null);
  const create = useAction();
  const revoke = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const key = await create.run(
      () => api.mailroom.apiKeys.create(form as CreateApiKeyRequest) as Promise<ApiKey & { key: string }>,
    );
    if (key) {
      setCreated(key);
      list.reload();
    }
  };
  const runRevoke = async (id: string) => {
    if (await revoke.run(() => api.mailroom.apiKeys.revoke(id).then(() => true))) list.reload();
  };

  return (
    <section>
      <h1>API keys</h1>
      <form className="inline" onSubmit={(e) => void submit(e)}>
        <label>
          Name
          <input
            name="name"
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            required
          />
        </label>
        <label>
          Permission
          <select
            name="permission"
            value={form.permission}
            onChange={(e) => setForm({ ...form, permission: e.target.value })}
          >
            <option value="full_access">full_access</option>
            <option value="sending_access">sending_access</option>
            <option value="read_only">read_only</option>
          </select>
        </label>
        <label>
          Type
          <select name="type" value={form.type} onChange={(e) => setForm({ ...form, type: e.target.value })}>
            <option value="live">live</option>
            <option value="sandbox">sandbox</option>
          </select>
        </label>
        <button type="submit" disabled={create.pending}>
          Create key
        </button>
      </form>
      <ErrorMessage error={create.error} />
      {created && (
        <div className="card success" role="status" aria-label="New key">
          <p>
            The key <strong>{created.name}</strong>, shown only this once: copy it now.
          </p>
          <code className="copyable" data-testid="new-key">
            {created.key}
          </code>{' '}
          <CopyButton value={created.key} />{' '}
          <button type="button" className="small" onClick={() => setCreated(null)}>
            Done
          </button>
        </div>
      )}
      <ErrorMessage error={revoke.error} />
      <ErrorMessage error={list.error} />
      {list.loading && !list.data && <Loading what="keys" />}
      {list.data && (
        <table>
          <thead>
            <tr>
              <th>Name</th>
              <th>Key</th>
              <th>Permission</th>
              <th>Type</th>
              <th>Created</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data.api_keys.map((key) => (
              <tr key={key.id} data-key-name={key.name}>
                <td>
                  <bdi>{key.name}</bdi>
                </td>
                <td>
                  <code>
                    {key.type === 'sandbox' ? 'mr_sandbox_' : 'mr_'}
                    {key.prefix}…
                  </code>
                </td>
                <td>{key.permission}</td>
                <td>{key.type}</td>
                <td>
                  <Time value={key.created_at} />
                </td>
                <td>
                  <ConfirmButton
                    label="Revoke"
                    question={
                      <>
                        Revoke <bdi>{key.name}</bdi>? Requests with it will fail
                        {isCurrent(key) ? ', this console included: you are signed in with it' : ''}.
                      </>
                    }
                    confirmLabel="Yes, revoke"
                    onConfirm={() => void runRevoke(key.id)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
