/**
 * The one HTTP client of the app. It speaks HOJ's wire conventions (see docs/api.md, Conventions):
 * the `{status,msg,data}` envelope, the raw JWT in `Authorization`, `Url-Type: admin|general`,
 * a `refresh-token` response header replacing the stored token, and HOJ's error reactions (the
 * message as a toast, the login dialog on 401, /admin on an admin 403). Side effects (token
 * storage, login dialog, toasts) are injected so the client stays testable and free of React.
 */
import type { ApiEnvelope } from '@verdict/common';

export const REQUEST_TIMEOUT_MS = 90_000;
export const DOWNLOAD_TIMEOUT_MS = 300_000;

export type ApiErrorKind =
  'business' | 'unauthorized' | 'forbidden' | 'not-found' | 'server' | 'timeout' | 'network';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** HTTP status, or the body status for business errors; 0 when there was no response. */
    readonly status: number,
    /** The server's stable error code (`data.code`), for branching without reading the message. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Message keys of the client's own texts; the app maps them to the locale. */
export type ClientMessageKey = 'error.notFound' | 'error.server' | 'error.timeout' | 'error.network';

export interface ApiClientHooks {
  getToken(): string | null;
  setToken(token: string): void;
  /** 401: clear the session and open the login dialog (or the admin login). */
  onUnauthorized(isAdminRequest: boolean): void;
  /** 403 on an admin path sends the user back to /admin. */
  onForbidden(isAdminRequest: boolean): void;
  /** Show an error toast. */
  notifyError(message: string): void;
  translate(key: ClientMessageKey): string;
  /** The UI language (`zh-CN`, `en-US`), sent as `Accept-Language` so server messages match it. */
  getLanguage(): string | null;
}

const ENGLISH_MESSAGES: Record<ClientMessageKey, string> = {
  'error.notFound': 'Query error, unable to find the resource to request',
  'error.server': 'Server error, please refresh again',
  'error.timeout': 'Request timed out, please try again later',
  'error.network': 'Network error, abnormal link with server, please try again later',
};

let hooks: ApiClientHooks = {
  getToken: () => null,
  setToken: () => undefined,
  onUnauthorized: () => undefined,
  onForbidden: () => undefined,
  notifyError: () => undefined,
  translate: (key) => ENGLISH_MESSAGES[key],
  getLanguage: () => null,
};

export function configureApiClient(next: Partial<ApiClientHooks>): void {
  hooks = { ...hooks, ...next };
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  form?: FormData;
  timeoutMs?: number;
  /** Do not toast the error (the caller shows it inline). */
  silent?: boolean;
  /** Skip the token (login must not send a stale one). */
  anonymous?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  msg: string;
  headers: Headers;
}

/** List requests never send empty, null or undefined filter values. */
export function buildQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
      continue;
    }
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function isAdminPath(path: string): boolean {
  return path.split('/')[2] === 'admin';
}

/** The headers every request of the app carries (exported for the assistant's stream, read with fetch). */
export function buildHeaders(path: string, options: RequestOptions): Headers {
  const headers = new Headers();
  headers.set('Url-Type', isAdminPath(path) ? 'admin' : 'general');
  const token = options.anonymous ? null : hooks.getToken();
  if (token) headers.set('Authorization', token);
  // Read per request, so switching the UI language applies to the very next request.
  const language = hooks.getLanguage();
  if (language) headers.set('Accept-Language', language);
  if (options.body !== undefined && !options.form) headers.set('Content-Type', 'application/json');
  return headers;
}

async function readEnvelope(response: Response): Promise<Partial<ApiEnvelope<unknown>> | null> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    return (await response.json()) as Partial<ApiEnvelope<unknown>>;
  } catch {
    return null;
  }
}

function fail(error: ApiError, options: RequestOptions): never {
  if (!options.silent && error.message) hooks.notifyError(error.message);
  throw error;
}

function httpError(
  status: number,
  msg: string | undefined,
  path: string,
  options: RequestOptions,
  code?: string,
): never {
  const admin = isAdminPath(path);
  switch (status) {
    case 401:
      hooks.onUnauthorized(admin);
      return fail(new ApiError('unauthorized', msg ?? '', 401), options);
    case 403:
      hooks.onForbidden(admin);
      return fail(new ApiError('forbidden', msg ?? '', 403), options);
    case 404:
      return fail(new ApiError('not-found', hooks.translate('error.notFound'), 404), options);
    default:
      return fail(new ApiError('server', msg || hooks.translate('error.server'), status, code), options);
  }
}

function errorCodeOf(envelope: Partial<ApiEnvelope<unknown>> | null): string | undefined {
  const code = (envelope?.data as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    return await fetch(path + buildQueryString(options.query), {
      method,
      headers: buildHeaders(path, options),
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: controller.signal,
    });
  } catch {
    const timedOut = controller.signal.aborted;
    const error = timedOut
      ? new ApiError('timeout', hooks.translate('error.timeout'), 0)
      : new ApiError('network', hooks.translate('error.network'), 0);
    return fail(error, options);
  } finally {
    clearTimeout(timer);
  }
}

export function replaceTokenIfRefreshed(response: Response): void {
  if (!response.headers.get('refresh-token')) return;
  const token = response.headers.get('authorization');
  if (token) hooks.setToken(token);
}

/** Sends a request and unwraps the envelope, keeping the response headers (login reads them). */
export async function requestWithHeaders<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  return unwrapResponse<T>(await send(method, path, options), path, options);
}

/** A response's envelope: its data, or its error thrown (and toasted unless silent) as HOJ reacts to it. */
export async function unwrapResponse<T>(
  response: Response,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  // The server renews the token on success and error responses alike.
  replaceTokenIfRefreshed(response);
  const envelope = await readEnvelope(response);
  if (!response.ok) return httpError(response.status, envelope?.msg, path, options, errorCodeOf(envelope));
  if (!envelope)
    return fail(new ApiError('server', hooks.translate('error.server'), response.status), options);
  if (typeof envelope.status === 'number' && envelope.status !== 200) {
    // HOJ reports business errors as HTTP 200 with a body status; 401/403 still mean the same.
    if (envelope.status === 401 || envelope.status === 403) {
      return httpError(envelope.status, envelope.msg, path, options);
    }
    return fail(
      new ApiError('business', envelope.msg || hooks.translate('error.server'), envelope.status),
      options,
    );
  }
  return { data: envelope.data as T, msg: envelope.msg ?? '', headers: response.headers };
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestWithHeaders<T>(method, path, options)).data;
}

export const api = {
  get: <T>(path: string, query?: Query, options?: RequestOptions) =>
    request<T>('GET', path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, query?: Query, options?: RequestOptions) =>
    request<T>('DELETE', path, { ...options, query }),
};

/** Binary downloads pass through; an error comes back as JSON and is shown like any other. */
export async function downloadBlob(
  path: string,
  query?: Query,
): Promise<{ blob: Blob; filename: string | null }> {
  const options: RequestOptions = { query, timeoutMs: DOWNLOAD_TIMEOUT_MS };
  const response = await send('GET', path, options);
  replaceTokenIfRefreshed(response);
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const envelope = await readEnvelope(response);
    if (!response.ok) return httpError(response.status, envelope?.msg, path, options);
    if (envelope && envelope.status !== 200) {
      return fail(
        new ApiError('business', envelope.msg || hooks.translate('error.server'), envelope.status ?? 500),
        options,
      );
    }
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return { blob: await response.blob(), filename: match ? decodeURIComponent(match[1]) : null };
}
