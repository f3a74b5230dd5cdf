import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@/stores/session';

/** The back office sends visitors without a session to its own login (HOJ's admin router guard). */
export function AdminGate({ children }: { children: ReactNode }) {
  const { token } = useSession();
  if (!token) return <Navigate to="/admin/login" replace />;
  return <>{children}</>;
}
