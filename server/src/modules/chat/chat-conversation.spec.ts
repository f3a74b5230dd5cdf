import { directConversation } from '@verdict/common';
import { parseConversation, peerIn } from './chat-conversation';

describe('parseConversation', () => {
  const ann = 'a'.repeat(32);
  const bob = 'b'.repeat(32);

  it('reads a direct conversation only in its sorted spelling', () => {
    const name = directConversation(bob, ann);
    expect(name).toBe(`d:${ann}:${bob}`);
    const parsed = parseConversation(name);
    expect(parsed).toEqual({ kind: 'direct', name, uids: [ann, bob] });
    expect(parsed?.kind === 'direct' && peerIn(parsed, ann)).toBe(bob);
    expect(parseConversation(`d:${bob}:${ann}`)).toBeNull();
  });

  it('reads a group conversation', () => {
    expect(parseConversation('g:12')).toEqual({ kind: 'group', name: 'g:12', gid: 12 });
  });

  it.each([
    undefined,
    7,
    '',
    'g:',
    'g:0',
    'g:-1',
    'g:1:2',
    'g:1.5',
    `d:${ann}`,
    `d:${ann}:${ann}`,
    'd:a b:c',
    'x:1',
  ])('refuses %p', (name) => expect(parseConversation(name)).toBeNull());
});
