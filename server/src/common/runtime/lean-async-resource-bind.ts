import { AsyncResource } from 'node:async_hooks';

type AnyFunction = (this: unknown, ...args: unknown[]) => unknown;

/**
 * Node's `AsyncResource.bind` gives every bound function a deprecated `asyncResource` accessor
 * (DEP0172), whose getter and setter it builds through `util.deprecate` at each call. Fastify binds
 * once for each request body and Nest twice for each request through an interceptor: that
 * accessor was 8% of the API's CPU on a signed-in POST. This `bind` is Node's without it: the
 * function runs in the resource's async context, with the same `this` and `length`. Nothing here
 * reads the deprecated property.
 */
export function useLeanAsyncResourceBind(): void {
  AsyncResource.prototype.bind = function bind<Func extends AnyFunction>(
    this: AsyncResource,
    fn: Func,
    thisArg?: ThisParameterType<Func>,
  ): Func {
    if (typeof fn !== 'function') throw new TypeError('The "fn" argument must be of type function');
    const bound =
      thisArg === undefined ? runsWithCallersThis(this, fn) : this.runInAsyncScope.bind(this, fn, thisArg);
    Object.defineProperty(bound, 'length', { configurable: true, value: fn.length });
    return bound as unknown as Func;
  };
}

/** `fn` run in the resource's context with whatever `this` the bound function is called on. */
function runsWithCallersThis<Func extends AnyFunction>(resource: AsyncResource, fn: Func) {
  return function (this: unknown, ...args: Parameters<Func>) {
    return resource.runInAsyncScope(fn, this, ...args);
  };
}
