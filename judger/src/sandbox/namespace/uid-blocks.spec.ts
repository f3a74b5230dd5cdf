import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

  it('leaves alone a block whose claim is still being written', () => {
    writeFileSync(join(dir, '5'), '');
    expect(claimUidBlock(5, dir).base).toBe(baseOf(6));
  });
});
