import type { CpuInfo } from 'node:os';
import { busyShare, cpuTimes } from './host-load';

const core = (user: number, sys: number, idle: number): CpuInfo => ({
  model: 'test',
  speed: 1,
  times: { user, nice: 0, sys, idle, irq: 0 },
});

describe('host load', () => {
  it('sums the busy and total time of every core', () => {
    expect(cpuTimes([core(10, 5, 85), core(30, 0, 70)])).toEqual({ busy: 45, total: 200 });
  });

  it.each([
    ['half busy', { busy: 100, total: 400 }, { busy: 150, total: 500 }, 0.5],
    ['idle', { busy: 100, total: 400 }, { busy: 100, total: 500 }, 0],
    ['fully busy', { busy: 100, total: 400 }, { busy: 200, total: 500 }, 1],
    ['no time passed', { busy: 100, total: 400 }, { busy: 100, total: 400 }, 0],
  ])('reads the busy share between two readings: %s', (_, before, after, share) => {
    expect(busyShare(before, after)).toBe(share);
  });
});
