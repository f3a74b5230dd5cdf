import { Injectable, Optional, SetMetadata } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import type { ClassRoster } from './class-roster';
import type { Scope } from './scope';
import type { ScopeRules } from './scope-rules';
import type { Viewer } from './viewer';

/** The viewer's member auth in a group (3 member, 4 admin, 5 root), 5 for its owner, 0 when not in it. */
export interface GroupRanks {
  rankIn(viewer: Pick<Viewer, 'uid' | 'role'>, gid: number): Promise<number>;
}

/**
 * What the access service asks other modules, by key: the rules of each kind of scope (the
 * contest, group and training modules), who is whose student (the teacher module) and the
 * viewer's rank in a group (the group module).
 */
export interface AccessSourceMap {
  contest: ScopeRules<Extract<Scope, { kind: 'contest' }>>;
  group: ScopeRules<Extract<Scope, { kind: 'group' }>>;
  training: ScopeRules<Extract<Scope, { kind: 'training' }>>;
  roster: ClassRoster;
  groupRanks: GroupRanks;
}

export type AccessSourceKey = keyof AccessSourceMap;

const SOURCE_KEY = 'verdict:access-source';

/**
 * Marks a provider as the access service's source for the key. The provider stays in its own
 * module; the access service finds it among the application's providers, so no module registers
 * anything and the access module imports none of them.
 */
export function AccessSource<K extends AccessSourceKey>(
  key: K,
): <T extends abstract new (...args: never[]) => AccessSourceMap[K]>(target: T) => void {
  return (target) => {
    SetMetadata(SOURCE_KEY, key)(target);
  };
}

/** The providers marked with `@AccessSource`, looked up once on first use. */
@Injectable()
export class AccessSources {
  private found: Partial<AccessSourceMap> | null;

  constructor(
    @Optional() private readonly discovery?: DiscoveryService,
    @Optional() private readonly reflector?: Reflector,
  ) {
    this.found = discovery ? null : {};
  }

  /** Fixed sources, for unit tests that build the access service by hand. */
  static of(found: Partial<AccessSourceMap>): AccessSources {
    const sources = new AccessSources();
    sources.found = found;
    return sources;
  }

  get<K extends AccessSourceKey>(key: K): AccessSourceMap[K] | undefined {
    this.found ??= this.discover();
    return this.found[key];
  }

  private discover(): Partial<AccessSourceMap> {
    const found: Record<string, unknown> = {};
    for (const wrapper of this.discovery?.getProviders() ?? []) {
      if (!wrapper.metatype || !wrapper.instance) continue;
      const key = this.reflector?.get<AccessSourceKey | undefined>(SOURCE_KEY, wrapper.metatype);
      if (key) found[key] = wrapper.instance;
    }
    return found as Partial<AccessSourceMap>;
  }
}
