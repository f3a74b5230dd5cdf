import { Injectable } from '@nestjs/common';
import type { RemoteJudgeKind } from '@verdict/common';
import { AtCoderAdapter } from './adapters/atcoder/atcoder-adapter';
import { CodeforcesAdapter } from './adapters/codeforces/codeforces-adapter';
import { HojAdapter } from './adapters/hoj/hoj-adapter';
import type { RemoteJudgeAdapter } from './adapters/remote-judge-adapter';

/** A remote judge as the account pool names it. */
export interface RemoteSite {
  oj: string;
  kind: RemoteJudgeKind;
  baseUrl: string;
}

function createAdapter({ oj, kind, baseUrl }: RemoteSite): RemoteJudgeAdapter {
  switch (kind) {
    case 'codeforces':
      return new CodeforcesAdapter({ name: 'CF', baseUrl });
    case 'gym':
      return new CodeforcesAdapter({ name: 'GYM', baseUrl });
    case 'atcoder':
      return new AtCoderAdapter({ baseUrl });
    case 'hoj':
      return new HojAdapter(oj, baseUrl);
  }
}

/**
 * One adapter per remote judge for the life of the process: an adapter keeps its accounts'
 * sessions, so a login is reused across submissions.
 */
@Injectable()
export class RemoteAdapters {
  private readonly adapters = new Map<string, RemoteJudgeAdapter>();

  of(site: RemoteSite): RemoteJudgeAdapter {
    const key = `${site.oj}|${site.kind}|${site.baseUrl}`;
    let adapter = this.adapters.get(key);
    if (!adapter) {
      adapter = createAdapter(site);
      this.adapters.set(key, adapter);
    }
    return adapter;
  }
}
