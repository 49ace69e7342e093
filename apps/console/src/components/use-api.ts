import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/client';

export interface Loaded<T> {
  data: T | null;
  error: ApiError | null;
  loading: boolean;
  reload: () => void;
}

// One API read for a screen: its data, or the API's error, and a way to read it again.
export function useApi<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; error: ApiError | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const [generation, setGeneration] = useState(0);
  const stableLoad = useCallback(load, deps);
  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    // A load that throws before its first await (no credential) is shown like a refusal.
    new Promise<T>((resolve) => resolve(stableLoad())).then(
      (data) => current && setState({ data, error: null, loading: false }),
      (error: unknown) => current && setState({ data: null, error: ApiError.of(error), loading: false }),
    );
    return () => {
      current = false;
    };
  }, [stableLoad, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...state, reload };
}

// An action (a button): its pending state, its last error, and a runner that keeps the error for display.
export function useAction(): {
  pending: boolean;
  error: ApiError | null;
  run: <T>(action: () => Promise<T>) => Promise<T | undefined>;
} {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const run = async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    setPending(true);
    setError(null);
    try {
      return await action();
    } catch (caught) {
      setError(ApiError.of(caught));
      return undefined;
    } finally {
      setPending(false);
    }
  };
  return { pending, error, run };
}
