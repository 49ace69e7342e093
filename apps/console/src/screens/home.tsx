import { type FormEvent, useState } from 'react';
import { isSandboxKey } from '../api/session';
import { useApp } from '../components/app-context';
import { ErrorMessage, Link, Loading } from '../components/ui';
import { useAction, useApi } from '../components/use-api';

interface SendResult {
  request_id: string;
  accepted: number;
  rejected: number;
}

export function HomeScreen() {
  const { api, session } = useApp();
  const check = useApi(() => api.mailroom.checkKey(), [api]);
  const sandbox = isSandboxKey(session.apiKey);
  return (
    <section>
      <h1>Home</h1>
      {check.loading && <Loading what="your team" />}
      <ErrorMessage error={check.error} />
      {check.data && <p>Team {check.data.team_id}.</p>}
      <h2>Send a test email</h2>
      {sandbox ? (
        <p>
          You are signed in with a sandbox key: the mail leaves from the sandbox domain (whatever the domain
          of From) and goes to the key owner's address (whatever you write in To). No DNS setup needed.
        </p>
      ) : (
        <p>
          You are signed in with a live key: From must be an address of one of your verified{' '}
          <Link to="/domains">domains</Link>. To send without DNS, sign in with a sandbox key (the console
          link standalone printed, or a new one from <Link to="/api-keys">API keys</Link>).
        </p>
      )}
      <TestEmailForm />
    </section>
  );
}

function TestEmailForm() {
  const { api, session } = useApp();
  const [from, setFrom] = useState('hello@example.com');
  const [to, setTo] = useState('owner@example.com');
  const [subject, setSubject] = useState('Hello from Mailroom');
  const [text, setText] = useState('This is a test email sent from the Mailroom console.');
  const [sent, setSent] = useState<SendResult | null>(null);
  const action = useAction();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const result = await action.run(() =>
      api.mailroom.emails.send({
        from,
        to: [to],
        subject,
        text,
        html: `<p>${escapeHtml(text)}</p>`,
      }),
    );
    if (result) setSent(result);
  };

  return (
    <form className="card" onSubmit={(e) => void send(e)}>
      <label>
        From
        <input name="from" value={from} onChange={(e) => setFrom(e.target.value)} required />
      </label>
      <label>
        To
        <input name="to" value={to} onChange={(e) => setTo(e.target.value)} required />
      </label>
      <label>
        Subject
        <input name="subject" value={subject} onChange={(e) => setSubject(e.target.value)} required />
      </label>
      <label>
        Text
        <textarea name="text" value={text} onChange={(e) => setText(e.target.value)} rows={3} />
      </label>
      <button type="submit" disabled={action.pending}>
        {action.pending ? 'Sending…' : 'Send test email'}
      </button>
      <ErrorMessage error={action.error} />
      {sent && (
        <div className="success" role="status">
          Accepted: {sent.accepted}, rejected: {sent.rejected}. Request <code>{sent.request_id}</code>.{' '}
          <Link to={`/emails/${sent.request_id}`}>See its events</Link>
          {session.adminToken ? (
            <>
              {' '}
              or <Link to="/inbox">open the capture inbox</Link>
            </>
          ) : null}
          .
        </div>
      )}
    </form>
  );
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
