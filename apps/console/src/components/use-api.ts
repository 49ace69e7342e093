import { useCallback, useEffect, useRef, useState } from 'react';
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

// Reads a loaded value again by itself while `wanted` and while its reads succeed: after an error (a 401,
// a 429, a 503) reading on would only be refused again, and each refused credential counts towards the API's
// block of the address. `delayMs(n)` is the wait before the read after the n-th (from 0); undefined stops.
// It must be a stable function (module level). Answers a function that starts the count again.
export function useReadAgain(
  loaded: Loaded<unknown>,
  wanted: boolean,
  delayMs: (reads: number) => number | undefined,
): () => void {
  const reads = useRef(0);
  const { loading, error, reload } = loaded;
  useEffect(() => {
    if (!wanted || loading || error) return;
    const delay = delayMs(reads.current);
    if (delay === undefined) return;
    const timer = setTimeout(() => {
      reads.current += 1;
      reload();
    }, delay);
    return () => clearTimeout(timer);
  }, [wanted, loading, error, reload, delayMs]);
  return useCallback(() => {
    reads.current = 0;
  }, []);
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
