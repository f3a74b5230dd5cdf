import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { changeLocale } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { FormDialog } from './form-dialog';

/** A promise the test settles by hand, to look at the dialog while a save is running. */
function pending() {
  let resolve!: () => void;
  let reject!: (cause: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function renderDialog(props: Partial<Parameters<typeof FormDialog>[0]> = {}) {
  const onClose = vi.fn();
  const onSubmit = vi.fn(() => Promise.resolve());
  render(
    <FormDialog title="Edit tag" onClose={onClose} onSubmit={onSubmit} {...props}>
      <label>
        Name
        <input defaultValue="graphs" />
      </label>
    </FormDialog>,
  );
  return { onClose, onSubmit };
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });

beforeEach(() => changeLocale('en-US'));
afterEach(cleanup);

describe('FormDialog', () => {
  it('shows the title and the fields in a dialog', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Edit tag' })).toBeTruthy();
    expect(screen.getByLabelText('Name')).toBeTruthy();
  });

  it('submits with the save button and with Enter in a field', async () => {
    const { onSubmit } = renderDialog();
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    fireEvent.submit(screen.getByLabelText('Name'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it('shows the broken rule and does not submit', () => {
    const { onSubmit } = renderDialog({ validate: () => 'The name is required' });
    fireEvent.click(saveButton());
    expect(screen.getByRole('alert').textContent).toBe('The name is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's message when the save fails, and lets the user try again", async () => {
    let tries = 0;
    renderDialog({
      onSubmit: () => {
        tries += 1;
        return tries === 1
          ? Promise.reject(new ApiError('server', 'The tag already exists', 500))
          : Promise.resolve();
      },
    });
    fireEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('The tag already exists');
    fireEvent.click(saveButton());
    await waitFor(() => expect(tries).toBe(2));
  });

  it('shows a plain failure, not the internals, when the save breaks otherwise', async () => {
    renderDialog({ onSubmit: () => Promise.reject(new TypeError('x is undefined')) });
    fireEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Saving failed, please try again.');
  });

  it('disables the save button while the save runs', async () => {
    const save = pending();
    renderDialog({ onSubmit: () => save.promise });
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(true));
    save.resolve();
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(false));
  });

  it('closes with Cancel and with Escape, without submitting', () => {
    const { onClose, onSubmit } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes its own button texts, and speaks Chinese by default', () => {
    changeLocale('zh-CN');
    renderDialog({ cancelLabel: 'Close', submitLabel: 'Send' });
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    cleanup();
    renderDialog();
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存' })).toBeTruthy();
  });

  it('hands the shown error to fields that ask for it', () => {
    render(
      <FormDialog
        title="Edit tag"
        onClose={() => {}}
        onSubmit={() => Promise.resolve()}
        validate={() => 'Required'}
      >
        {(error) => <input aria-label="Name" aria-invalid={error ? true : undefined} />}
      </FormDialog>,
    );
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(saveButton());
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });
});
