import { Injectable } from '@nestjs/common';
import { Not } from 'typeorm';
import { OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import { RemoteProblemEntity, RemoteTaskEntity } from './remote-judge.entities';

/**
 * A deleted remote problem takes its link to the remote with it (so importing it again makes a
 * new problem), and its submissions still in the remote queue are not sent any more.
 */
@Injectable()
export class RemoteProblemCleanup {
  @OnAppEvent('problem.deleting')
  async problemDeleting({ manager, pid }: AppEvents['problem.deleting']): Promise<void> {
    const link = await manager.findOneBy(RemoteProblemEntity, { pid });
    if (!link) return;
    await manager.update(
      RemoteTaskEntity,
      { oj: link.oj, remoteId: link.remoteId, state: Not('done') },
      { state: 'done' },
    );
    await manager.delete(RemoteProblemEntity, { pid });
  }
}
