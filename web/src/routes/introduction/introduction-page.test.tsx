import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { swrFetcher } from '@/lib/swr-fetcher';
import IntroductionPage from './index';

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify({ status, msg: status === 200 ? 'success' : 'error', data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function serve(languages: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/languages')) return languages();
      return json(200, { name: 'Campus OJ', submitIntervalSeconds: 10 });
    }),
  );
}

const language = (id: number, name: string, description: string) => ({
  id,
  name,
  description,
  contentType: 'text/plain',
  codeTemplate: null,
  isSpj: false,
  oj: 'ME',
  seq: id,
  judgeAvailable: true,
});

function renderPage() {
  return render(
    <SWRConfig value={{ fetcher: swrFetcher, provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <IntroductionPage />
      </MemoryRouter>
    </SWRConfig>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('IntroductionPage', () => {
  it('explains the verdicts and shows each language with its commands and limits rule', async () => {
    changeLocale('en-US');
    serve(() => json(200, [language(1, 'C++', 'G++'), language(2, 'Python3', 'Python 3')]));
    renderPage();

    const statuses = screen.getByRole('region', { name: 'Judge statuses' });
    expect(within(statuses).getByText('Accepted')).toBeTruthy();
    expect(within(statuses).getByText('Your program ran longer than the time limit.')).toBeTruthy();

    const languages = screen.getByRole('region', { name: 'Languages and compilers' });
    await within(languages).findByText('python3 -m py_compile main.py');
    expect(within(languages).getByText('python3 main.py')).toBeTruthy();
    expect(within(languages).getByText('Gets twice the time and memory')).toBeTruthy();
    expect(within(languages).getByText("Runs with the problem's limits")).toBeTruthy();

    await screen.findByText('Wait 10 seconds between two submissions.');
    expect(screen.getByRole('heading', { name: 'What is Campus OJ' })).toBeTruthy();
  });

  it('speaks Chinese and offers a retry when the languages do not load', async () => {
    changeLocale('zh-CN');
    serve(() => json(500, null));
    renderPage();
    const languages = screen.getByRole('region', { name: '语言与编译器' });
    await within(languages).findByText('这部分内容加载失败。');
    expect(screen.getByRole('region', { name: '评测状态' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '常见问题' })).toBeTruthy();
  });
});
