import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale } from '@/i18n';
import { sessionStore } from '@/stores/session';
import { HiddenCodeNote } from './hidden-code-note';

afterEach(cleanup);

describe('HiddenCodeNote', () => {
  beforeAll(() => {
    changeLocale('en-US');
    sessionStore.set({ token: null, user: null });
  });

  it('tells a visitor why, and that logging in may show their own code', () => {
    render(<HiddenCodeNote reason="not-shared" />);
    expect(screen.getByTestId('code-hidden').textContent).toContain('The author has not shared this code.');
    expect(screen.getByText('If this is your submission, log in to see it.')).toBeTruthy();
  });

  it('does not promise the login helps while the super admin hides practice code from its authors too', () => {
    render(<HiddenCodeNote reason="hidden-outside-contests" />);
    expect(screen.getByTestId('code-hidden').textContent).toContain(
      'The super admin has hidden the code of submissions made outside contests.',
    );
    expect(screen.queryByText('If this is your submission, log in to see it.')).toBeNull();
  });
});
