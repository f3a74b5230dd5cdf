import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { SubmissionEntity } from './submission.entity';

/** The list row's columns: never the code. */
const ROW_COLUMNS = {
  submitId: true,
  uid: true,
  username: true,
  pid: true,
  displayPid: true,
  cid: true,
  gid: true,
  status: true,
  score: true,
  oiRankScore: true,
  time: true,
  memory: true,
  length: true,
  language: true,
  judger: true,
  isManual: true,
  share: true,
  submitTime: true,
} as const;

/** A group submission as the class pages list it; its code is not read. */
export type GroupSubmissionRow = SubmissionEntity;

/**
 * The submission module's read interface for the teacher module: one user's submissions filed with
 * a group's `gid` (its homework and problems). Reads only; deletions go through the submission admin.
 */
@Injectable()
export class GroupSubmissions {
  constructor(
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
  ) {}

  /** A page of the user's submissions in the group, newest first; `pid` narrows to one problem. */
  page(
    gid: number,
    uid: string,
    pid: number | undefined,
    window: { skip: number; take: number },
  ): Promise<[GroupSubmissionRow[], number]> {
    return this.submissions.findAndCount({
      where: { gid, uid, ...(pid !== undefined ? { pid } : {}) },
      select: ROW_COLUMNS,
      order: { submitId: 'DESC' },
      ...window,
    });
  }

  /** The ids of the user's submissions in the group on these problems, oldest first. */
  async idsOf(gid: number, uid: string, pids: readonly number[]): Promise<number[]> {
    if (pids.length === 0) return [];
    const rows = await this.submissions.find({
      where: { gid, uid, pid: In([...pids]) },
      select: { submitId: true },
      order: { submitId: 'ASC' },
    });
    return rows.map((row) => row.submitId);
  }
}
