import { parse } from 'node-html-parser';
import type { RemoteResponse } from '../remote-http';

/**
 * What the adapter reads of Codeforces' forms (login and submit): the CSRF token every POST must
 * carry, whether the page is the login form (a session that expired is sent there), and the error
 * spans a refused form is shown again with.
 */

/** The token from `<meta name="X-Csrf-Token">` or the form's hidden `csrf_token`; null when neither. */
export function readCsrfToken(html: string): string | null {
  const page = parse(html);
  const token =
    page.querySelector('meta[name="X-Csrf-Token"]')?.getAttribute('content') ??
    page.querySelector('input[name="csrf_token"]')?.getAttribute('value') ??
    page.querySelector('span.csrf-token')?.getAttribute('data-csrf');
  return token?.trim() || null;
}

/** The login form: `/enter` itself, or any page that still shows its handle field. */
export function isLoginPage(answer: RemoteResponse): boolean {
  if (new URL(answer.url).pathname === '/enter') return true;
  const page = parse(answer.text);
  return (
    page.querySelector('#enterForm') !== null || page.querySelector('input[name="handleOrEmail"]') !== null
  );
}

/** The texts of a form's `<span class="error for__field">`, in page order; empty when none. */
export function readFormErrors(html: string): string[] {
  return parse(html)
    .querySelectorAll('span.error')
    .map((span) => span.text.replace(/\s+/g, ' ').trim())
    .filter((text) => text.length > 0);
}
