import { ClientMessageGate } from './client-messages';

const request = (id: number) =>
  JSON.stringify({ jsonrpc: '2.0', id, method: 'textDocument/hover', params: {} });
const change = JSON.stringify({ jsonrpc: '2.0', method: 'textDocument/didChange', params: {} });

describe('ClientMessageGate', () => {
  it('passes JSON-RPC messages and refuses what is not one, or is over 1 MB', () => {
    const gate = new ClientMessageGate();
    expect(gate.check(request(1))).toEqual({ pass: JSON.parse(request(1)) });
    expect(gate.check('{nope')).toEqual({ refuse: 'A language server message must be JSON text' });
    expect(gate.check(42)).toEqual({ refuse: 'A language server message must be JSON text' });
    expect(gate.check('{"id":1}')).toEqual({
      refuse: 'A language server message must be a JSON-RPC 2.0 message',
    });
    const huge = JSON.stringify({ jsonrpc: '2.0', method: 'x', params: 'y'.repeat(1024 * 1024) });
    expect(gate.check(huge)).toEqual({ refuse: 'A language server message may not be larger than 1 MB' });
  });

  it('answers requests over the pace with an error and lets them through again as time passes', () => {
    let now = 0;
    const gate = new ClientMessageGate(() => now);
    const verdicts = Array.from({ length: 70 }, (_, i) => gate.check(request(i)));
    const refused = verdicts.filter((verdict) => 'refuse' in verdict);
    expect(refused).toHaveLength(10);
    expect(refused[0]).toMatchObject({ reply: { id: 60, error: { message: 'Too many requests' } } });
    // Notifications always pass: the document must stay the editor's.
    expect('pass' in gate.check(change)).toBe(true);
    now += 1000;
    expect('pass' in gate.check(request(100))).toBe(true);
  });
});
