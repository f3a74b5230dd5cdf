import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ProblemDeletionHook, ProblemDeletionHooks } from '../problem/problem-deletion';
import { SubmissionRecorderService } from './submission-recorder.service';

/** A deleted problem takes its submissions with it; the recorder, their only writer, removes them. */
@Injectable()
export class SubmissionProblemCleanup implements ProblemDeletionHook, OnModuleInit {
  constructor(
    private readonly hooks: ProblemDeletionHooks,
    private readonly recorder: SubmissionRecorderService,
  ) {}

  onModuleInit(): void {
    this.hooks.register(this);
  }

  problemDeleted(manager: EntityManager, pid: number): Promise<void> {
    return this.recorder.removeAllOfProblem(manager, pid);
  }
}
