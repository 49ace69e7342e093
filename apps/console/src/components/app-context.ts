import { createContext, useContext } from 'react';
import type { ApiClient, ApiError } from '../api/client';
import type { Session } from '../api/session';

export interface AppContextValue {
  api: ApiClient;
  session: Session;
  signOut: () => void;
  setAdminToken: (token: string | null) => void;
  // Why the admin token was dropped from the session: the API refused it.
  adminTokenRefused: ApiError | null;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside the signed-in console');
  return value;
}
