import { Injectable } from '@nestjs/common';
import { OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import { SubmissionRecorderService } from './submission-recorder.service';

/** A deleted problem takes its submissions with it; the recorder, their only writer, removes them. */
@Injectable()
export class SubmissionProblemCleanup {
  constructor(private readonly recorder: SubmissionRecorderService) {}

  @OnAppEvent('problem.deleting')
  problemDeleting({ manager, pid }: AppEvents['problem.deleting']): Promise<void> {
    return this.recorder.removeAllOfProblem(manager, pid);
  }
}
