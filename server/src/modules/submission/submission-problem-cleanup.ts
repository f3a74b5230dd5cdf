import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ProblemDeletionHook, ProblemDeletionHooks } from '../problem/problem-deletion';
import { AcceptedProblemEntity } from './accepted-problem.entity';
import { JudgeCaseEntity } from './judge-case.entity';
import { SubmissionEntity } from './submission.entity';

/** A deleted problem takes its submissions, their case results and its solved marks with it. */
@Injectable()
export class SubmissionProblemCleanup implements ProblemDeletionHook, OnModuleInit {
  constructor(private readonly hooks: ProblemDeletionHooks) {}

  onModuleInit(): void {
    this.hooks.register(this);
  }

  async problemDeleted(manager: EntityManager, pid: number): Promise<void> {
    await manager.delete(JudgeCaseEntity, { pid });
    await manager.delete(AcceptedProblemEntity, { pid });
    await manager.delete(SubmissionEntity, { pid });
  }
}
