import { Injectable, OnApplicationBootstrap, SetMetadata } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { AppQueryAnswer, AppQueryName, AppQueryRequest } from './events';

export type AppQueryAnswerer<K extends AppQueryName> = (
  request: AppQueryRequest<K>,
) => Promise<AppQueryAnswer<K>> | AppQueryAnswer<K>;

const ANSWERS_KEY = 'verdict:answers-app-query';

/**
 * Marks a method as the answerer of one query (`AppQueries`); its parameter is the request and it
 * returns the answer. The method stays in the module that knows the answer, so the asker imports
 * nothing of it; exactly one method in the app may answer each query.
 */
export function AnswersAppQuery<K extends AppQueryName>(name: K) {
  return <M extends AppQueryAnswerer<K>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    SetMetadata(ANSWERS_KEY, name)(target, key, descriptor);
  };
}

/** One marked method, called on its provider's instance each time it is asked. */
interface Answerer {
  instance: Record<string, (request: unknown) => unknown>;
  method: string;
}

const nameOf = ({ instance, method }: Answerer): string => `${instance.constructor.name}.${method}`;

/**
 * The methods marked `@AnswersAppQuery`, found among the application's providers once. Two
 * answerers of one query fail the start-up; a query nobody answers fails when it is asked.
 */
@Injectable()
export class QueryAnswerers implements OnApplicationBootstrap {
  private found: Map<string, Answerer[]> | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    for (const [name, answerers] of this.all())
      if (answerers.length > 1) throw this.ambiguous(name, answerers);
  }

  /** The one answerer of the query; throws when there is none or more than one. */
  of<K extends AppQueryName>(name: K): AppQueryAnswerer<K> {
    const answerers = this.all().get(name) ?? [];
    if (answerers.length === 0) {
      throw new Error(`No provider answers the query ${name}: mark one method @AnswersAppQuery('${name}')`);
    }
    if (answerers.length > 1) throw this.ambiguous(name, answerers);
    const [{ instance, method }] = answerers;
    return (request) => instance[method](request) as Promise<AppQueryAnswer<K>> | AppQueryAnswer<K>;
  }

  private ambiguous(name: string, answerers: Answerer[]): Error {
    const names = answerers.map(nameOf).join(', ');
    return new Error(
      `The query ${name} has ${answerers.length} answerers (${names}); it must have exactly one`,
    );
  }

  private all(): Map<string, Answerer[]> {
    this.found ??= this.discover();
    return this.found;
  }

  private discover(): Map<string, Answerer[]> {
    const found = new Map<string, Answerer[]>();
    const seen = new Set<object>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Answerer['instance'] | undefined;
      if (!instance || typeof instance !== 'object' || wrapper.isAlias || seen.has(instance)) continue;
      if (!wrapper.isDependencyTreeStatic()) continue;
      seen.add(instance);
      for (const method of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance) as object)) {
        const name = this.reflector.get<string | undefined>(ANSWERS_KEY, instance[method]);
        if (name) found.set(name, [...(found.get(name) ?? []), { instance, method }]);
      }
    }
    return found;
  }
}
