import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import type { AppEventName, AppEvents, AppQueryAnswer, AppQueryName, AppQueryRequest } from './events';
import { QueryAnswerers } from './query-answerers';

export { AnswersAppQuery } from './query-answerers';

export type AppEventListener<K extends AppEventName> = (payload: AppEvents[K]) => unknown;

/**
 * The app's one event bus, typed by `AppEvents` and `AppQueries`. Listeners are methods marked
 * `@OnAppEvent(name)` in the module that owns the work (or, in tests, functions added with `on`);
 * a query's answerer is the one method marked `@AnswersAppQuery(name)`.
 */
@Injectable()
export class EventBus implements OnModuleDestroy {
  private readonly logger = new Logger(EventBus.name);
  /** Listeners' work still running: the app waits for it before its connections close. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly emitter: EventEmitter2,
    private readonly answerers: QueryAnswerers,
  ) {}

  /**
   * Tells what has happened. Every listener starts at once; a failure is logged with the event's
   * name and never reaches the emitter. The answer settles when every listener has finished: await
   * it to go on only then, or leave it.
   */
  emit<K extends AppEventName>(name: K, payload: AppEvents[K]): Promise<void> {
    const runs = this.listenersOf(name).map(async (listener) => {
      try {
        await listener(payload);
      } catch (error) {
        this.logger.error({ err: error, event: name }, `A listener of ${name} failed`);
      }
    });
    const done = Promise.all(runs).then(() => undefined);
    this.pending.add(done);
    void done.finally(() => this.pending.delete(done));
    return done;
  }

  /**
   * Runs every listener in turn, each awaited before the next (they may share one transaction);
   * the first failure is thrown to the emitter and the listeners after it do not run.
   */
  async emitAsync<K extends AppEventName>(name: K, payload: AppEvents[K]): Promise<void> {
    for (const listener of this.listenersOf(name)) await listener(payload);
  }

  /**
   * Asks the query's one answerer and gives back its answer (or its error). Throws when no method
   * or more than one answers the query.
   */
  async ask<K extends AppQueryName>(name: K, request: AppQueryRequest<K>): Promise<AppQueryAnswer<K>> {
    return this.answerers.of(name)(request);
  }

  /** Adds a listener; the answer removes it. */
  on<K extends AppEventName>(name: K, listener: AppEventListener<K>): () => void {
    this.emitter.on(name, listener);
    return () => void this.emitter.off(name, listener);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.pending);
  }

  private listenersOf<K extends AppEventName>(name: K): Array<AppEventListener<K>> {
    return [...this.emitter.listeners(name)] as Array<AppEventListener<K>>;
  }
}

/**
 * Marks a method as a listener of one event; its parameter is the event's payload. Errors are left
 * to the bus: logged for `emit`, thrown to the emitter for `emitAsync`.
 */
export function OnAppEvent<K extends AppEventName>(name: K) {
  return <M extends AppEventListener<K>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    OnEvent(name, { suppressErrors: false })(target, key, descriptor);
  };
}
