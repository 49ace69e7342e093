// The credentials of this browser tab: kept in sessionStorage (gone when the tab closes), never in a cookie
// or localStorage.
const KEY = 'mailroom.apiKey';
const ADMIN = 'mailroom.adminToken';

export interface Session {
  apiKey: string | null;
  adminToken: string | null;
}

export function readSession(): Session {
  return { apiKey: sessionStorage.getItem(KEY), adminToken: sessionStorage.getItem(ADMIN) };
}

export function saveSession(session: Session): void {
  for (const [name, value] of [
    [KEY, session.apiKey],
    [ADMIN, session.adminToken],
  ] as const) {
    if (value) sessionStorage.setItem(name, value);
    else sessionStorage.removeItem(name);
  }
}

// The link standalone prints on its first start carries a key in the fragment (#key=...), which browsers
// never send to a server. It is taken once and removed from the address bar and the history.
export function takeKeyFromFragment(): string | null {
  const match = /^#key=(mr_[A-Za-z0-9_]+)$/.exec(window.location.hash);
  if (!match) return null;
  history.replaceState(null, '', window.location.pathname + window.location.search);
  return match[1];
}

export function isSandboxKey(key: string | null): boolean {
  return key?.startsWith('mr_sandbox_') ?? false;
}
