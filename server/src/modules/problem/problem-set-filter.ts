import { Inject, Injectable, Optional } from '@nestjs/common';

export type ProblemSetKind = 'training' | 'contest';

/** Implemented by the training and contest modules: which problems a set already holds. */
export interface ProblemSetMembershipSource {
  problemIds(kind: ProblemSetKind, id: number): Promise<number[]>;
}

export const PROBLEM_SET_MEMBERSHIP_SOURCE = Symbol('PROBLEM_SET_MEMBERSHIP_SOURCE');

/** The picker's training filter and its "not yet in this training/contest" exclusions. */
@Injectable()
export class ProblemSetFilter {
  constructor(
    @Optional() @Inject(PROBLEM_SET_MEMBERSHIP_SOURCE) private source?: ProblemSetMembershipSource,
  ) {}

  register(source: ProblemSetMembershipSource): void {
    this.source = source;
  }

  /** null when no training/contest module has registered: the filter is then not applied. */
  problemIds(kind: ProblemSetKind, id: number): Promise<number[] | null> {
    return this.source ? this.source.problemIds(kind, id) : Promise.resolve(null);
  }
}
