import { detectImageType } from './image-type';

describe('detectImageType', () => {
  it('recognises images by their first bytes', () => {
    expect(detectImageType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png');
    expect(detectImageType(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('jpg');
    expect(detectImageType(Buffer.from('GIF89a....', 'latin1'))).toBe('gif');
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('webp');
  });

  it('rejects anything else, whatever its name', () => {
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from('#!/bin/sh\necho hi'))).toBeNull();
  });
});
