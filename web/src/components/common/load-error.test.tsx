import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { LoadError } from './load-error';

afterEach(cleanup);

describe('LoadError', () => {
  it('is an alert naming what failed, with the server message and a Retry that runs the fetch again', () => {
    changeLocale('en-US');
    const retry = vi.fn();
    render(
      <LoadError
        error={new ApiError('server', 'Server error, please refresh again', 500)}
        onRetry={retry}
        title="The rank could not be loaded."
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The rank could not be loaded.');
    expect(alert.textContent).toContain('Server error, please refresh again');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows the hint, not the client text, when the server did not answer', () => {
    changeLocale('en-US');
    render(
      <LoadError
        error={new ApiError('network', 'Network error', 0)}
        onRetry={() => undefined}
        hint="Check your connection."
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This could not be loaded.');
    expect(alert.textContent).toContain('Check your connection.');
    expect(alert.textContent).not.toContain('Network error');
  });
});
