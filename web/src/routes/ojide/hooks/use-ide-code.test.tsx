import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { findLanguage } from '@verdict/common';
import type { Language } from '@/types/problem';
import { encodeShareHash } from '../share-link';
import { useIdeCode } from './use-ide-code';

const language = (name: string, judgeAvailable = true) =>
  ({ id: 0, name, codeTemplate: null, oj: 'ME', judgeAvailable }) as unknown as Language;
const LANGUAGES = [language('C'), language('C++'), language('C++ 17'), language('Python3')];

function renderIde(path = '/ojide', languages = LANGUAGES) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ ide: useIdeCode(languages), location: useLocation() }), { wrapper });
}

describe('useIdeCode', () => {
  it('starts in C++ with its template, and keeps a draft per language', () => {
    localStorage.clear();
    const { result } = renderIde();
    expect(result.current.ide.language).toBe('C++');
    expect(result.current.ide.code).toBe(findLanguage('C++')?.template);
    act(() => result.current.ide.setCode('int main() { return 1; }\n'));
    act(() => result.current.ide.setLanguage('Python3'));
    expect(result.current.ide.code).toBe(findLanguage('Python3')?.template);
    act(() => result.current.ide.setLanguage('C++'));
    expect(result.current.ide.code).toBe('int main() { return 1; }\n');
  });

  it('keeps the drafts for the next visit', () => {
    localStorage.clear();
    const first = renderIde();
    act(() => first.result.current.ide.setLanguage('C'));
    act(() => first.result.current.ide.setCode('/* kept */\n'));
    first.unmount();
    const { result } = renderIde();
    expect(result.current.ide).toMatchObject({ language: 'C', code: '/* kept */\n' });
  });

  it('opens a shared link in its language and then drops the code from the address', async () => {
    localStorage.clear();
    const hash = await encodeShareHash({ code: 'print(42)\n', language: 'Python3' });
    const { result } = renderIde(`/ojide?l=en-US#${hash}`);
    await waitFor(() =>
      expect(result.current.ide).toMatchObject({ language: 'Python3', code: 'print(42)\n' }),
    );
    expect(result.current.location).toMatchObject({ pathname: '/ojide', search: '?l=en-US', hash: '' });
  });

  it('opens shared code of a language this site lacks in the language it picks', async () => {
    localStorage.clear();
    const hash = await encodeShareHash({ code: 'fn main() {}\n', language: 'Rust' });
    const { result } = renderIde(`/ojide#${hash}`);
    await waitFor(() =>
      expect(result.current.ide).toMatchObject({ language: 'C++', code: 'fn main() {}\n' }),
    );
  });
});
