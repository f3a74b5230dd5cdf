import { Injectable, Logger } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { Test, type TestingModule } from '@nestjs/testing';
import type { EntityManager } from 'typeorm';
import { EventBus, OnAppEvent } from './event-bus';
import type { AppEvents } from './events';
import { EventsModule } from './events.module';

const manager = {} as EntityManager;

@Injectable()
class ProblemRows {
  readonly removed: number[] = [];
  readonly pushed: number[] = [];

  @OnAppEvent('problem.deleting')
  async problemDeleting({ pid }: AppEvents['problem.deleting']): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 20));
    this.removed.push(pid);
  }

  @OnAppEvent('submission.status')
  statusChanged({ submitId }: AppEvents['submission.status']): void {
    this.pushed.push(submitId);
  }
}

describe('EventBus', () => {
  let app: TestingModule;
  let bus: EventBus;
  let rows: ProblemRows;

  beforeEach(async () => {
    app = await Test.createTestingModule({
      imports: [EventEmitterModule.forRoot(), EventsModule],
      providers: [ProblemRows],
    }).compile();
    await app.init();
    bus = app.get(EventBus);
    rows = app.get(ProblemRows);
  });
  afterEach(() => app.close());

  it('brings a typed event to the method marked as its listener', async () => {
    await bus.emit('submission.status', { submitId: 7, status: 0, score: null, time: null, memory: null });
    expect(rows.pushed).toEqual([7]);
  });

  it('awaits every listener of emitAsync, in turn', async () => {
    const order: string[] = [];
    bus.on('problem.deleting', () => void order.push(`second saw ${rows.removed.join()}`));
    await bus.emitAsync('problem.deleting', { manager, pid: 3 });
    expect(rows.removed).toEqual([3]);
    expect(order).toEqual(['second saw 3']);
  });

  it("throws a listener's error to the emitter of emitAsync and runs no listener after it", async () => {
    const later = jest.fn();
    const stop = bus.on('problem.deleting', () => Promise.reject(new Error('still in use')));
    bus.on('problem.deleting', later);
    await expect(bus.emitAsync('problem.deleting', { manager, pid: 4 })).rejects.toThrow('still in use');
    expect(rows.removed).toEqual([4]);
    expect(later).not.toHaveBeenCalled();
    stop();
    await bus.emitAsync('problem.deleting', { manager, pid: 5 });
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("logs a listener's error on emit and still reaches the others", async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      bus.on('submission.status', () => {
        throw new Error('a broken socket');
      });
      await expect(
        bus.emit('submission.status', { submitId: 8, status: 0, score: null, time: null, memory: null }),
      ).resolves.toBeUndefined();
      expect(rows.pushed).toEqual([8]);
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ event: 'submission.status' }),
        'A listener of submission.status failed',
      );
    } finally {
      logged.mockRestore();
    }
  });

  it('lets the app close only once the listeners of emit have finished', async () => {
    const done: string[] = [];
    bus.on('user.deleted', async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      done.push('rosters');
    });
    void bus.emit('user.deleted', { uids: ['u1'] });
    await app.close();
    expect(done).toEqual(['rosters']);
  });
});
