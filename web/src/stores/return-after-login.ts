/**
 * The page a logged-out visitor asked for: a login-only page sends them home with the login
 * dialog and remembers the page, and a successful login brings them back to it.
 * The page is kept in session storage, so reloading /home with the dialog open keeps it; closing
 * the dialog without logging in forgets it, so a later login from the menu stays where it is.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionStore, useSession } from './session';
import { accountDialogStore, useAccountDialog } from './ui';

const KEY = 'verdict.requestedPage';

function readRequested(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function writeRequested(path: string | null): void {
  try {
    if (path) sessionStorage.setItem(KEY, path);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage disabled: the return works for this page view only.
  }
  memory = path;
}

let memory: string | null = readRequested();

export function rememberRequestedPage(path: string): void {
  writeRequested(path);
}

/** Mounted once in the layout: after a login, goes to the remembered page, once. */
export function useReturnAfterLogin(): void {
  const { token } = useSession();
  const dialog = useAccountDialog();
  const navigate = useNavigate();
  const dialogWasOpen = useRef(false);
  useEffect(() => {
    const dismissed = dialogWasOpen.current && accountDialogStore.get() === null;
    dialogWasOpen.current = accountDialogStore.get() !== null;
    const target = memory;
    if (!target) return;
    if (token) {
      writeRequested(null);
      void navigate(target, { replace: true });
    } else if (dismissed && !sessionStore.get().token) {
      writeRequested(null);
    }
  }, [token, dialog, navigate]);
}
