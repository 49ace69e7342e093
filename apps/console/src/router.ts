import { useEffect, useState } from 'react';

// Client routes are plain paths (the gateway answers index.html for them); no router library needed.
const listeners = new Set<() => void>();

export function navigate(to: string): void {
  history.pushState(null, '', to);
  for (const listener of listeners) listener();
}

export function useLocation(): { path: string; query: URLSearchParams } {
  const [, setTick] = useState(0);
  useEffect(() => {
    const update = () => setTick((n) => n + 1);
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return { path: window.location.pathname, query: new URLSearchParams(window.location.search) };
}

// The parameters of a pattern such as /domains/:domain, or null when the path does not match it.
export function match(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const regex = new RegExp(
    `^${pattern.replace(/:([a-z]+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    })}/?$`,
  );
  const found = regex.exec(path);
  if (!found) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1])]));
}
