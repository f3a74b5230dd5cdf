import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  buildQueryString,
  configureApiClient,
  REQUEST_TIMEOUT_MS,
  requestWithHeaders,
} from './api-client';

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const hooks = {
  token: 'old-token' as string | null,
  setToken: vi.fn<(token: string) => void>(),
  onUnauthorized: vi.fn<(admin: boolean) => void>(),
  onForbidden: vi.fn<(admin: boolean) => void>(),
  notifyError: vi.fn<(message: string) => void>(),
};

beforeEach(() => {
  hooks.token = 'old-token';
  vi.clearAllMocks();
  configureApiClient({
    getToken: () => hooks.token,
    setToken: hooks.setToken,
    onUnauthorized: hooks.onUnauthorized,
    onForbidden: hooks.onForbidden,
    notifyError: hooks.notifyError,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubFetch(response: Response | (() => Promise<Response>)) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    typeof response === 'function' ? response() : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  it('unwraps the envelope and sends the raw token and Url-Type', async () => {
    const fetchMock = stubFetch(jsonResponse({ status: 200, msg: 'success', data: { a: 1 } }));
    await expect(api.get('/api/get-problem-list', { keyword: 'x' })).resolves.toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/get-problem-list?keyword=x');
    expect(headers.get('Authorization')).toBe('old-token');
    expect(headers.get('Url-Type')).toBe('general');
  });

  it('marks admin paths with Url-Type admin', async () => {
    const fetchMock = stubFetch(jsonResponse({ status: 200, msg: 'success', data: null }));
    await api.get('/api/admin/judge/rejudge', { submitId: 1 });
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Url-Type')).toBe('admin');
  });

  it('does not send a token on anonymous requests such as login', async () => {
    const fetchMock = stubFetch(
      jsonResponse({ status: 200, msg: 'success', data: {} }, 200, { authorization: 'new' }),
    );
    const response = await requestWithHeaders('POST', '/api/login', { body: {}, anonymous: true });
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).has('Authorization')).toBe(false);
    expect(response.headers.get('authorization')).toBe('new');
  });

  it('replaces the token when the refresh-token header is present, on errors too', async () => {
    stubFetch(
      jsonResponse({ status: 200, msg: 'success', data: 1 }, 200, {
        'refresh-token': 'true',
        authorization: 'fresh',
      }),
    );
    await api.get('/api/x');
    expect(hooks.setToken).toHaveBeenCalledWith('fresh');
    stubFetch(
      jsonResponse({ status: 400, msg: 'bad', data: null }, 400, {
        'refresh-token': 'true',
        authorization: 'fresher',
      }),
    );
    await expect(api.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(hooks.setToken).toHaveBeenCalledWith('fresher');
  });

  it('on 401 clears the session through the hook and shows the message', async () => {
    stubFetch(jsonResponse({ status: 401, msg: '请您先登录！', data: null }, 401));
    await expect(api.get('/api/get-user-auth-info')).rejects.toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
    expect(hooks.onUnauthorized).toHaveBeenCalledWith(false);
    expect(hooks.notifyError).toHaveBeenCalledWith('请您先登录！');
  });

  it('treats a body status 401 under HTTP 200 the same way', async () => {
    stubFetch(jsonResponse({ status: 401, msg: 'expired', data: null }));
    await expect(api.get('/api/admin/x')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(hooks.onUnauthorized).toHaveBeenCalledWith(true);
  });

  it('on 403 shows the message and reports admin paths', async () => {
    stubFetch(jsonResponse({ status: 403, msg: 'forbidden', data: null }, 403));
    await expect(api.get('/api/admin/problem')).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'forbidden',
    });
    expect(hooks.onForbidden).toHaveBeenCalledWith(true);
  });

  it('on 404 uses the spec text', async () => {
    stubFetch(new Response('nope', { status: 404 }));
    await expect(api.get('/api/missing')).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Query error, unable to find the resource to request',
    });
  });

  it('on other statuses shows msg, else the server-error text', async () => {
    stubFetch(jsonResponse({ status: 500, msg: 'boom', data: null }, 500));
    await expect(api.get('/api/x')).rejects.toMatchObject({ message: 'boom' });
    stubFetch(new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(api.get('/api/x')).rejects.toMatchObject({
      kind: 'server',
      message: 'Server error, please refresh again',
    });
  });

  it('fails business errors carried in a 200 body with their msg', async () => {
    stubFetch(jsonResponse({ status: 400, msg: 'Code can not be empty', data: null }));
    await expect(api.post('/api/submit-problem-judge', {})).rejects.toMatchObject({
      kind: 'business',
      message: 'Code can not be empty',
      status: 400,
    });
    expect(hooks.notifyError).toHaveBeenCalledWith('Code can not be empty');
  });

  it('does not toast silent requests', async () => {
    stubFetch(jsonResponse({ status: 400, msg: 'wrong username or password', data: null }));
    await expect(api.post('/api/login', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(hooks.notifyError).not.toHaveBeenCalled();
  });

  it('times out after 90 s with the spec text', async () => {
    vi.useFakeTimers();
    stubFetch(() => new Promise<Response>(() => undefined));
    vi.stubGlobal(
      'fetch',
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = api.get('/api/slow');
    const assertion = expect(pending).rejects.toMatchObject({
      kind: 'timeout',
      message: 'Request timed out, please try again later',
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await assertion;
  });

  it('reports a missing response as a network error', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/api/x')).rejects.toMatchObject({
      kind: 'network',
      message: 'Network error, abnormal link with server, please try again later',
    });
  });
});

describe('buildQueryString', () => {
  it('never sends empty, null or undefined values and joins lists', () => {
    expect(buildQueryString({ a: '', b: null, c: undefined, d: 0, e: false, tagId: [1, 2], none: [] })).toBe(
      '?d=0&e=false&tagId=1%2C2',
    );
    expect(buildQueryString({})).toBe('');
  });
});
