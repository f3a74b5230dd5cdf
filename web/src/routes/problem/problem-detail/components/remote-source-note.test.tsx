import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import type { Problem } from '@/types/problem';
import { RemoteSourceNote } from './remote-source-note';

afterEach(cleanup);

const problem = (fields: Partial<Problem>) =>
  ({ problemId: 'CF-1000A', source: null, isRemote: true, ...fields }) as Problem;

describe('RemoteSourceNote', () => {
  it('says which judge a remote problem is from, linking to its page there in a new tab', () => {
    changeLocale('en-US');
    render(
      <RemoteSourceNote problem={problem({ source: 'https://codeforces.com/problemset/problem/1000/A' })} />,
    );
    expect(screen.getByTestId('remote-source').textContent).toBe('From CF · submissions are judged there');
    const link = screen.getByRole<HTMLAnchorElement>('link', { name: 'From CF' });
    expect([link.href, link.target, link.rel]).toEqual([
      'https://codeforces.com/problemset/problem/1000/A',
      '_blank',
      'noopener noreferrer',
    ]);
  });

  it('links no source that is not an http(s) address', () => {
    changeLocale('zh-CN');
    render(<RemoteSourceNote problem={problem({ problemId: 'SCPC-1001', source: 'javascript:alert(1)' })} />);
    expect(screen.getByTestId('remote-source').textContent).toBe('来自 SCPC · 提交将在该网站评测');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says nothing on a problem of this site', () => {
    changeLocale('en-US');
    render(
      <RemoteSourceNote problem={problem({ problemId: 'P1000', isRemote: false, source: 'NOIP 2020' })} />,
    );
    expect(screen.queryByTestId('remote-source')).toBeNull();
  });
});
