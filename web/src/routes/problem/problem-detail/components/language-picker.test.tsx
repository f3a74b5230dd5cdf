import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { LanguagePicker } from './language-picker';

afterEach(cleanup);

const option = (name: string) => screen.getByRole<HTMLOptionElement>('option', { name });

describe('LanguagePicker', () => {
  it('shows languages no judge offers disabled, with the reason', () => {
    changeLocale('en-US');
    render(
      <LanguagePicker
        languages={['C++', 'Golang']}
        withoutJudge={['Golang']}
        value="C++"
        onChange={() => undefined}
      />,
    );
    expect(option('C++').disabled).toBe(false);
    const golang = option('Golang (no judge available)');
    expect(golang.disabled).toBe(true);
    expect(golang.title).toBe('No judge server currently supports Golang; please choose another language');
    expect(screen.queryByTestId('language-no-judge')).toBeNull();
  });

  it('says so when the chosen language has lost its judge', () => {
    changeLocale('en-US');
    render(
      <LanguagePicker
        languages={['Golang', 'Java']}
        withoutJudge={['Golang']}
        value="Golang"
        onChange={() => undefined}
      />,
    );
    expect(screen.getByTestId('language-no-judge').textContent).toBe(
      'No judge server currently supports Golang; please choose another language',
    );
  });
});
