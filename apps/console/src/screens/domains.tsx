import { type FormEvent, useState } from 'react';
import { useApp } from '../components/app-context';
import { ConfirmButton, CopyButton, ErrorMessage, Link, Loading, Status, Time } from '../components/ui';
import { useAction, useApi } from '../components/use-api';
import { navigate } from '../router';

interface DnsRecord {
  purpose: string;
  type: string;
  name: string;
  value: string;
  status: string;
}

interface Domain {
  domain: string;
  status: string;
  status_label: string;
  can_send: boolean;
  dkim_status: string;
  spf_status: string;
  dmarc_status: string;
  cname_status: string;
  tracking_domain: string;
  dns: { records: DnsRecord[] };
  created_at: string;
  updated_at: string;
}

interface VerifyResult {
  domain: string;
  dkim_status: string;
  cname_status: string;
  dmarc_status: string;
  spf_status: string;
  ownership_verified: string;
}

export function DomainsScreen() {
  const { api } = useApp();
  const list = useApi(() => api.mailroom.domains.list() as Promise<{ domains: Domain[] }>, [api]);
  const [name, setName] = useState('');
  const add = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const created = await add.run(() => api.mailroom.domains.create({ domain: name.trim() }));
    if (created) navigate(`/domains/${encodeURIComponent(created.domain)}`);
  };

  return (
    <section>
      <h1>Domains</h1>
      <form className="inline" onSubmit={(e) => void submit(e)}>
        <label>
          New sending domain
          <input
            name="domain"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="mail.example.com"
            required
          />
        </label>
        <button type="submit" disabled={add.pending}>
          Add domain
        </button>
      </form>
      <ErrorMessage error={add.error} />
      <ErrorMessage error={list.error} />
      {list.loading && !list.data && <Loading what="domains" />}
      {list.data && (
        <table>
          <thead>
            <tr>
              <th>Domain</th>
              <th>Status</th>
              <th>DKIM</th>
              <th>Can send</th>
              <th>Added</th>
            </tr>
          </thead>
          <tbody>
            {list.data.domains.map((d) => (
              <tr key={d.domain}>
                <td>
                  <Link to={`/domains/${encodeURIComponent(d.domain)}`}>{d.domain}</Link>
                </td>
                <td>
                  <Status value={d.status} />
                </td>
                <td>
                  <Status value={d.dkim_status} />
                </td>
                <td>{d.can_send ? 'yes' : 'no'}</td>
                <td>
                  <Time value={d.created_at} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.data?.domains.length === 0 && <p className="muted">No domain yet.</p>}
    </section>
  );
}

export function DomainScreen({ domain }: { domain: string }) {
  const { api } = useApp();
  const detail = useApi(() => api.mailroom.domains.get(domain) as Promise<Domain>, [api, domain]);
  const verify = useAction();
  const remove = useAction();
  const [verified, setVerified] = useState<VerifyResult | null>(null);

  const runVerify = async () => {
    const result = await verify.run(() => api.mailroom.domains.verify(domain) as Promise<VerifyResult>);
    if (result) {
      setVerified(result);
      detail.reload();
    }
  };
  const runDelete = async () => {
    const done = await remove.run(() => api.mailroom.domains.delete(domain).then(() => true));
    if (done) navigate('/domains');
  };

  return (
    <section>
      <h1>{domain}</h1>
      <ErrorMessage error={detail.error} />
      {detail.loading && !detail.data && <Loading what="the domain" />}
      {detail.data && (
        <>
          <p>
            <Status value={detail.data.status} /> {detail.data.status_label}{' '}
            <strong data-testid="can-send">
              {detail.data.can_send ? 'Ready to send.' : 'Not ready to send yet.'}
            </strong>
          </p>
          <h2>DNS records to publish</h2>
          <p className="muted">Publish these at your DNS provider, then press Verify.</p>
          <table className="records">
            <thead>
              <tr>
                <th>Purpose</th>
                <th>Type</th>
                <th>Name</th>
                <th>Value</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {detail.data.dns.records.map((record) => (
                <tr key={`${record.purpose}-${record.name}`} data-purpose={record.purpose}>
                  <td>{record.purpose}</td>
                  <td>{record.type}</td>
                  <td>
                    <code className="copyable">{record.name}</code> <CopyButton value={record.name} />
                  </td>
                  <td>
                    <code className="copyable value">{record.value}</code> <CopyButton value={record.value} />
                  </td>
                  <td>
                    <Status value={record.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="actions">
            <button type="button" onClick={() => void runVerify()} disabled={verify.pending}>
              {verify.pending ? 'Verifying…' : 'Verify'}
            </button>
            <ConfirmButton
              label="Delete domain"
              question={
                <>
                  Delete <bdi>{domain}</bdi>? Mail from it will be refused.
                </>
              }
              confirmLabel="Yes, delete"
              onConfirm={() => void runDelete()}
            />
          </div>
          <ErrorMessage error={verify.error} />
          <ErrorMessage error={remove.error} />
          {verified && (
            <div className="card" role="status" aria-label="Verification result">
              <h3>Verification result</h3>
              <ul>
                <li>
                  DKIM: <Status value={verified.dkim_status} />
                </li>
                <li>
                  SPF: <Status value={verified.spf_status} />
                </li>
                <li>
                  DMARC: <Status value={verified.dmarc_status} />
                </li>
                <li>
                  Tracking CNAME: <Status value={verified.cname_status} />
                </li>
                <li>Ownership verified: {verified.ownership_verified}</li>
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
