import { Injectable } from '@nestjs/common';
import type { AdminTrainingProblemList } from '@verdict/common';
import { badRequest } from '../../common/http/app.exception';
import { TrainingProblemLinks } from './training-problem-links';
import { TrainingRules } from './training-rules';
import type {
  AddTrainingProblemDto,
  AdminTrainingProblemListQueryDto,
  UpdateTrainingProblemDto,
} from './training.dto';

/** Which public problems a site training holds, under which display ids, in which order. */
@Injectable()
export class TrainingProblemAdminService {
  constructor(
    private readonly rules: TrainingRules,
    private readonly links: TrainingProblemLinks,
  ) {}

  /**
   * `queryExisted` lists the training's problems; otherwise the public problems not in it yet
   * (the picker the admin adds from).
   */
  async list(query: AdminTrainingProblemListQueryDto): Promise<AdminTrainingProblemList> {
    const training = await this.rules.require(query.tid);
    return this.links.list(training, query.queryExisted ?? false, query);
  }

  /** Adds a public problem under its display id (the problem's own id when none is given). */
  async add(dto: AddTrainingProblemDto): Promise<void> {
    const training = await this.rules.require(dto.tid);
    await this.links.addPublic(training, dto);
  }

  /** A training problem's display id and order. */
  async update(dto: UpdateTrainingProblemDto): Promise<void> {
    const training = await this.rules.require(dto.tid);
    await this.links.update(training, dto);
  }

  /** Takes the problem out of the training, with everyone's progress on it there. */
  async remove(tid: number | undefined, pid: number): Promise<void> {
    if (tid === undefined) throw badRequest('tid is required');
    const training = await this.rules.require(tid);
    await this.links.remove(training, pid);
  }
}
