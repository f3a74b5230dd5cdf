import { describe, expect, it } from 'vitest';
import { toSignatureHelp } from './signature-help';

describe('toSignatureHelp', () => {
  it('keeps the signatures, the active ones and parameter offsets', () => {
    const help = toSignatureHelp({
      signatures: [
        {
          label: 'max(int a, int b) -> int',
          documentation: { kind: 'plaintext', value: 'The larger one.' },
          parameters: [{ label: [4, 9] }, { label: [11, 16] }],
        },
      ],
      activeSignature: 0,
      activeParameter: 1,
    });
    expect(help?.value).toEqual({
      activeSignature: 0,
      activeParameter: 1,
      signatures: [
        {
          label: 'max(int a, int b) -> int',
          documentation: 'The larger one.',
          activeParameter: undefined,
          parameters: [
            { label: [4, 9], documentation: undefined },
            { label: [11, 16], documentation: undefined },
          ],
        },
      ],
    });
  });

  it('shows nothing without signatures', () => {
    expect(toSignatureHelp(null)).toBeNull();
    expect(toSignatureHelp({ signatures: [] })).toBeNull();
  });
});
