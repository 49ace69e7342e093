import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiClient, type ApiError, type Credential, onSandboxLimits, type SandboxLimits } from './api/client';
import { isSandboxKey, readSession, saveSession, type Session, takeKeyFromFragment } from './api/session';
import { AppContext } from './components/app-context';
import { Link } from './components/ui';
import { match, useLocation } from './router';
import { ApiKeysScreen } from './screens/api-keys';
import { AudienceScreen } from './screens/audience';
import { CampaignScreen, CampaignsScreen } from './screens/campaigns';
import { DomainScreen, DomainsScreen } from './screens/domains';
import { EmailScreen } from './screens/email';
import { EmailsScreen } from './screens/emails';
import { HomeScreen } from './screens/home';
import { InboxMessageScreen, InboxScreen } from './screens/inbox';
import { SignInScreen } from './screens/sign-in';
import { TemplateScreen, TemplatesScreen } from './screens/templates';
import { UsageScreen } from './screens/usage';
import { WebhookScreen, WebhooksScreen } from './screens/webhooks';

const NAVIGATION = [
  ['/', 'Home'],
  ['/emails', 'Sent emails'],
  ['/domains', 'Domains'],
  ['/templates', 'Templates'],
  ['/webhooks', 'Webhooks'],
  ['/audience', 'Audience'],
  ['/campaigns', 'Campaigns'],
  ['/api-keys', 'API keys'],
  ['/usage', 'Usage'],
  ['/inbox', 'Capture inbox'],
] as const;

const ROUTES: [string, (params: Record<string, string>) => React.ReactNode][] = [
  ['/', () => <HomeScreen />],
  ['/emails', () => <EmailsScreen />],
  ['/emails/:id', (p) => <EmailScreen requestId={p.id} />],
  ['/domains', () => <DomainsScreen />],
  ['/domains/:domain', (p) => <DomainScreen domain={p.domain} />],
  ['/templates', () => <TemplatesScreen />],
  ['/templates/:slug', (p) => <TemplateScreen slug={p.slug} />],
  ['/webhooks', () => <WebhooksScreen />],
  ['/webhooks/:id', (p) => <WebhookScreen id={p.id} />],
  ['/audience', () => <AudienceScreen />],
  ['/campaigns', () => <CampaignsScreen />],
  ['/campaigns/:id', (p) => <CampaignScreen id={p.id} />],
  ['/api-keys', () => <ApiKeysScreen />],
  ['/usage', () => <UsageScreen />],
  ['/inbox', () => <InboxScreen />],
  ['/inbox/:id', (p) => <InboxMessageScreen id={p.id} />],
];

function initialSession(): Session {
  const session = readSession();
  const fromLink = takeKeyFromFragment();
  if (!fromLink) return session;
  const signedIn = { ...session, apiKey: fromLink };
  saveSession(signedIn);
  return signedIn;
}

export function App() {
  const [session, setSession] = useState<Session>(initialSession);
  // Why the session lost a credential: the API refused it (a key revoked meanwhile, a wrong admin token).
  const [refusal, setRefusal] = useState<{ credential: Credential; error: ApiError } | null>(null);
  const { path } = useLocation();
  const current = useRef(session);
  current.current = session;
  const api = useMemo(
    () =>
      new ApiClient(session, (credential, error) => {
        // The refused credential leaves the session at once, so no screen reads with it again; an answer
        // that comes after the session moved on to another credential changes nothing.
        if (current.current[credential] !== session[credential]) return;
        const next = { ...current.current, [credential]: null };
        saveSession(next);
        current.current = next;
        setSession(next);
        setRefusal({ credential, error });
      }),
    [session],
  );
  const [limits, setLimits] = useState<SandboxLimits | null>(null);
  useEffect(() => onSandboxLimits(setLimits), []);
  // The screen's name in the title, and, after a navigation (not the first load), the focus on the new
  // screen, so that a screen reader says where the user went.
  const section = NAVIGATION.find(([to]) => active(to, path))?.[1];
  const main = useRef<HTMLElement>(null);
  const navigated = useRef(false);
  useEffect(() => {
    document.title = section ? `${section} · Mailroom console` : 'Mailroom console';
    if (navigated.current) main.current?.focus();
    navigated.current = true;
  }, [path, section]);

  const signIn = (next: Session) => {
    saveSession(next);
    setSession(next);
    setRefusal(null);
  };
  if (!session.apiKey)
    return (
      <SignInScreen
        session={session}
        onSignIn={signIn}
        refused={refusal?.credential === 'apiKey' ? refusal.error : null}
      />
    );

  const signOut = () => signIn({ apiKey: null, adminToken: null });
  const setAdminToken = (adminToken: string | null) => signIn({ ...session, adminToken });
  const route = ROUTES.map(([pattern, render]) => [match(pattern, path), render] as const).find(([p]) => p);
  const sandbox = isSandboxKey(session.apiKey);
  return (
    <AppContext.Provider
      value={{
        api,
        session,
        signOut,
        setAdminToken,
        adminTokenRefused: refusal?.credential === 'adminToken' ? refusal.error : null,
      }}
    >
      <div className="layout">
        <nav className="sidebar" aria-label="Main">
          <div className="brand">Mailroom</div>
          {NAVIGATION.map(([to, label]) => (
            <Link key={to} to={to} className={active(to, path) ? 'active' : undefined}>
              {label}
            </Link>
          ))}
          <div className="session">
            <div>
              Signed in with a <strong>{sandbox ? 'sandbox' : 'live'}</strong> key (
              {session.apiKey.slice(0, 14)}…)
            </div>
            <div>{session.adminToken ? 'Admin token: set' : 'Admin token: not set'}</div>
            {sandbox && limits && (
              <div className="muted" data-testid="sandbox-limits">
                Sandbox requests left: {limits.minuteRemaining}/{limits.minuteLimit} this minute,{' '}
                {limits.dayRemaining}/{limits.dayLimit} today
              </div>
            )}
            <button type="button" className="small" onClick={signOut}>
              Sign out
            </button>
          </div>
        </nav>
        <main className="content" ref={main} tabIndex={-1} aria-label={section ?? 'Mailroom console'}>
          {route ? route[1](route[0] ?? {}) : <p>Nothing here: {path}</p>}
        </main>
      </div>
    </AppContext.Provider>
  );
}

function active(to: string, path: string): boolean {
  return to === '/' ? path === '/' : path === to || path.startsWith(`${to}/`);
}
