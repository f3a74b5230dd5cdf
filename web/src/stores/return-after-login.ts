/**
 * The page a logged-out visitor asked for: a login-only page sends them home with the login
 * dialog (seed 2 §6) and remembers the page, and a successful login brings them back to it.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { createStore } from '@/lib/create-store';
import { useSession } from './session';

const requestedPage = createStore<string | null>(null);

export function rememberRequestedPage(path: string): void {
  requestedPage.set(path);
}

/** Mounted once in the layout: after a login, goes to the remembered page, once. */
export function useReturnAfterLogin(): void {
  const { token } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    const target = requestedPage.get();
    if (!token || !target) return;
    requestedPage.set(null);
    void navigate(target, { replace: true });
  }, [token, navigate]);
}
