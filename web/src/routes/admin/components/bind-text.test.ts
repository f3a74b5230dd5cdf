import { describe, expect, it, vi } from 'vitest';
import { bindText } from './bind-text';

interface Form {
  title: string;
  note?: string;
  rank: number;
}

describe('bindText', () => {
  it("gives a box its field's value and writes changes back to that field", () => {
    const set = vi.fn();
    const text = bindText<Form>({ title: 'Cup', rank: 1 }, set);
    expect(text('title').value).toBe('Cup');
    text('title').onChange('Open cup');
    expect(set).toHaveBeenCalledWith({ title: 'Open cup' });
  });

  it('shows a missing field as an empty box', () => {
    const text = bindText<Form>({ title: 'Cup', rank: 1 }, vi.fn());
    expect(text('note').value).toBe('');
  });
});
