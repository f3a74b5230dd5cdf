import type { HTMLElement } from 'node-html-parser';
import type { RemoteResponse } from '../remote-http';

/** The form's hidden `csrf_token` (login, submit); AtCoder ties it to the session cookie. */
export function csrfToken(page: HTMLElement): string | undefined {
  return page.querySelector('input[name="csrf_token"]')?.getAttribute('value') || undefined;
}

/** The text of the page's error flash (`div.alert-danger`), without its close button. */
export function dangerAlert(page: HTMLElement): string | undefined {
  const alert = page.querySelector('div.alert-danger');
  if (!alert) return undefined;
  alert.querySelectorAll('button').forEach((button) => button.remove());
  return collapseSpaces(alert.text) || undefined;
}

/** AtCoder sends a visitor without a session to its login page (`/login?continue=…`). */
export function landedOnLogin(answer: RemoteResponse): boolean {
  return new URL(answer.url).pathname === '/login';
}

export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
