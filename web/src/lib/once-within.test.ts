import { describe, expect, it } from 'vitest';
import { onceWithin } from './once-within';

describe('onceWithin', () => {
  it('lets a message through once per burst and again after a quiet spell', () => {
    let clock = 0;
    const gate = onceWithin(3000, () => clock);
    expect(gate.take('Network error')).toBe(true);
    clock = 100;
    expect(gate.take('Network error')).toBe(false);
    expect(gate.take('Server error')).toBe(true);
    clock = 2000;
    expect(gate.take('Network error')).toBe(false);
    clock = 5100;
    expect(gate.take('Network error')).toBe(true);
  });
});
