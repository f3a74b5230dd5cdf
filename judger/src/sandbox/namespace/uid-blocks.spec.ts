import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claimUidBlock } from './uid-blocks';

const baseOf = (block: number) => 100000 + block * 64;

describe('claimUidBlock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'verdict-uid-blocks-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives each claim a block of its own, and a released block to the next claim', () => {
    const first = claimUidBlock(7, dir);
    const second = claimUidBlock(7, dir);
    expect([first.base, second.base]).toEqual([baseOf(7), baseOf(8)]);
    first.release();
    expect(claimUidBlock(7, dir).base).toBe(baseOf(7));
  });

  it('skips a block another live process holds, and takes it over once that process died', async () => {
    const holder = spawn('sleep', ['30']);
    writeFileSync(join(dir, '3'), String(holder.pid));
    const next = claimUidBlock(3, dir);
    expect(next.base).toBe(baseOf(4));
    next.release();
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    expect(claimUidBlock(3, dir).base).toBe(baseOf(3));
  });

  it('removes the blocks of every dead holder when a sandbox starts, not only the one it lands on', async () => {
    const dead = spawn('true');
    await new Promise((resolve) => dead.once('exit', resolve));
    const alive = spawn('sleep', ['30']);
    try {
      for (const block of ['11', '40', '59999']) writeFileSync(join(dir, block), String(dead.pid));
      writeFileSync(join(dir, '12'), String(alive.pid));
      writeFileSync(join(dir, '13'), '');
      expect(claimUidBlock(2, dir).base).toBe(baseOf(2));
      expect(['11', '40', '59999'].filter((block) => existsSync(join(dir, block)))).toEqual([]);
      expect(['12', '13'].filter((block) => existsSync(join(dir, block)))).toEqual(['12', '13']);
    } finally {
      alive.kill('SIGKILL');
    }
  });

  it('leaves alone a block whose claim is still being written', () => {
    writeFileSync(join(dir, '5'), '');
    expect(claimUidBlock(5, dir).base).toBe(baseOf(6));
  });
});
