import { describe, expect, it } from 'vitest';
import { CHAT_IMAGE_MAX_BYTES, chatImageProblem } from './chat-image';

describe('chatImageProblem', () => {
  it.each([
    ['photo.png', 1000, null],
    ['PHOTO.JPEG', 1000, null],
    ['a.jpg', CHAT_IMAGE_MAX_BYTES, null],
    ['anim.gif', 10, null],
    ['pic.webp', 10, null],
    ['big.png', CHAT_IMAGE_MAX_BYTES + 1, 'size'],
    ['drawing.bmp', 10, 'type'],
    ['notes.txt', 10, 'type'],
    ['png', 10, 'type'],
    ['huge.svg', CHAT_IMAGE_MAX_BYTES + 1, 'type'],
  ])('%s of %i bytes: %s', (name, size, problem) => {
    expect(chatImageProblem({ name, size })).toBe(problem);
  });
});
