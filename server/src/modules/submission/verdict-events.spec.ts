import { VerdictEvents, type VerdictChanged } from './verdict-events';

const event = { submission: { submitId: 7 }, before: null, after: null } as unknown as VerdictChanged;

describe('VerdictEvents', () => {
  it('lets the app stop only once every listener has finished its work', async () => {
    const events = new VerdictEvents();
    const done: string[] = [];
    events.subscribe(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      done.push('rank tables');
    });
    events.subscribe(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('the board store is down');
    });
    events.emit(event);
    await events.onModuleDestroy();
    expect(done).toEqual(['rank tables']);
  });
});
