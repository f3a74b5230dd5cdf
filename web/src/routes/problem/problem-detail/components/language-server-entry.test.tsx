import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/stores/session';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import { ProblemScopeContext } from '../problem-scope';
import { useLanguageServerEntry } from './language-server-entry';

function Toolbar({ language }: { language: string }) {
  return <div>{useLanguageServerEntry('P1000', language, null)}</div>;
}

function renderToolbar(language: string, cid = 0) {
  return render(
    <ProblemScopeContext.Provider value={{ cid }}>
      <Toolbar language={language} />
    </ProblemScopeContext.Provider>,
  );
}

const toggle = () => screen.queryByTestId('language-server-toggle') as HTMLInputElement | null;

describe('the language server switch', () => {
  resetBetweenTests();

  it('is offered to a signed-in user on a problem page for C, C++ and Python, off at first', () => {
    signIn('u1');
    for (const language of ['C++', 'C++ 17 With O2', 'C', 'Python3']) {
      const { unmount } = renderToolbar(language);
      expect(toggle()?.checked, language).toBe(false);
      expect(screen.getByText('Language server')).toBeTruthy();
      unmount();
    }
  });

  it('is not offered signed out, on a contest problem page, or for a language without a server', () => {
    sessionStore.set({ token: null, user: null });
    renderToolbar('C++').unmount();
    expect(toggle()).toBeNull();
    signIn('u1');
    const { unmount } = renderToolbar('C++', 7);
    expect(toggle()).toBeNull();
    unmount();
    renderToolbar('Java');
    expect(toggle()).toBeNull();
  });

  it('is remembered per user, and stays off for another user on the same browser', () => {
    signIn('u1');
    const { unmount } = renderToolbar('C++');
    fireEvent.click(toggle()!);
    expect(toggle()?.checked).toBe(true);
    expect(localStorage.getItem('languageServer_u1')).toBe('true');
    unmount();
    renderToolbar('C++').unmount();
    act(() => signIn('u2'));
    const second = renderToolbar('C++');
    expect(toggle()?.checked).toBe(false);
    second.unmount();
    act(() => signIn('u1'));
    renderToolbar('Python3');
    expect(toggle()?.checked).toBe(true);
  });
});
