/**
 * What a page that failed to load should show, from the error its request threw: the login
 * prompt, "no access" with the server's reason, not found, or — for no answer, a timeout or a
 * 5xx/503 — a retry state, never a 404 page or an empty list.
 */
import { ApiError } from './api-client';

export type LoadFailure =
  { kind: 'login' } | { kind: 'forbidden'; reason: string } | { kind: 'not-found' } | { kind: 'unreachable' };

export function classifyLoadError(error: unknown): LoadFailure {
  if (!(error instanceof ApiError)) return { kind: 'unreachable' };
  if (error.kind === 'unauthorized') return { kind: 'login' };
  if (error.kind === 'forbidden') return { kind: 'forbidden', reason: error.message };
  if (error.kind === 'not-found') return { kind: 'not-found' };
  if (error.kind === 'business' && error.status === 404) return { kind: 'not-found' };
  if (error.kind === 'business' && error.status === 403) return { kind: 'forbidden', reason: error.message };
  return { kind: 'unreachable' };
}
