import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '@/i18n';
import { api, downloadBlob } from '@/lib/api-client';
import { configureClient } from './configure-client';

function stubFetch() {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify({ status: 200, msg: 'success', data: null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentLanguages(fetchMock: ReturnType<typeof stubFetch>): (string | null)[] {
  return fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Accept-Language'));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the app’s API client', () => {
  it('asks for server messages in the UI language, switching with the next request', async () => {
    configureClient();
    const fetchMock = stubFetch();
    changeLocale('zh-CN');
    await api.get('/api/get-website-config');
    await api.post('/api/login', { username: 'ann', password: 'secret-123' }, { silent: true });
    changeLocale('en-US');
    await api.get('/api/get-website-config');
    await downloadBlob('/api/file/download-contest-print-text', { id: 1 }).catch(() => undefined);
    expect(sentLanguages(fetchMock)).toEqual(['zh-CN', 'zh-CN', 'en-US', 'en-US']);
  });
});
