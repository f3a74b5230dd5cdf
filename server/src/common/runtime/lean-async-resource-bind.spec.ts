import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { useLeanAsyncResourceBind } from './lean-async-resource-bind';

describe('useLeanAsyncResourceBind', () => {
  const original = AsyncResource.prototype.bind;
  beforeAll(() => useLeanAsyncResourceBind());
  afterAll(() => {
    AsyncResource.prototype.bind = original;
  });

  it('runs a bound function in the context it was bound in, wherever it is called', async () => {
    const store = new AsyncLocalStorage<string>();
    const bound = store.run('bound here', () => AsyncResource.bind(() => store.getStore()));
    const seen = await store.run(
      'called here',
      () => new Promise((done) => setImmediate(() => done(bound()))),
    );
    expect(seen).toBe('bound here');
  });

  it('keeps the caller’s this, or the one given, and the arguments and length', () => {
    function describeCall(this: unknown, a: number, b: number) {
      return { self: this, sum: a + b };
    }
    const resource = new AsyncResource('test');
    const free = resource.bind(describeCall);
    const holder = { free };
    expect(holder.free(1, 2)).toEqual({ self: holder, sum: 3 });
    // Node's `bind` takes the `this` to bind as a second argument, which its typings leave out.
    const bindWithThis = resource.bind.bind(resource) as (fn: unknown, self: unknown) => typeof describeCall;
    const fixed = bindWithThis(describeCall, 'given');
    expect(fixed.call('other', 2, 3)).toEqual({ self: 'given', sum: 5 });
    expect(free.length).toBe(2);
    expect(Object.keys(free)).not.toContain('asyncResource');
  });

  it('refuses what is not a function, as Node does', () => {
    expect(() => new AsyncResource('test').bind(42 as never)).toThrow(TypeError);
  });
});
