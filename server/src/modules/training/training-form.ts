import { Injectable } from '@nestjs/common';
import type { AdminTrainingFormView } from '@verdict/common';
import { badRequest } from '../../common/http/app.exception';
import { TrainingCategories } from './training-categories';
import { toAdminTrainingResponse, type TrainingFormDto } from './training.dto';
import { TrainingAuth, type TrainingEntity } from './training.entity';

export const PASSWORD_REQUIRED = 'Password is required';

/** HOJ TrainingDTO as the admin form reads it back. */
export type AdminTrainingFormResponse = AdminTrainingFormView<Date>;

/** The training form (HOJ TrainingDTO) of site and group trainings alike: read back, and written as columns. */
@Injectable()
export class TrainingForm {
  constructor(private readonly categories: TrainingCategories) {}

  /** The form's content for a training: the row and its category. */
  async formOf(training: TrainingEntity): Promise<AdminTrainingFormResponse> {
    const categories = await this.categories.lookup();
    return {
      training: toAdminTrainingResponse(training),
      trainingCategory: training.categoryId === null ? null : (categories.get(training.categoryId) ?? null),
    };
  }

  /** The form as columns, with its checks: an existing category, a password unless public. */
  async columnsOf(dto: TrainingFormDto): Promise<Partial<TrainingEntity>> {
    const fields = dto.training;
    await this.categories.requireExisting(dto.trainingCategory.id);
    const privatePwd = fields.privatePwd?.trim() || null;
    if (fields.auth === TrainingAuth.PRIVATE && !privatePwd) throw badRequest(PASSWORD_REQUIRED);
    return {
      title: fields.title,
      description: fields.description,
      auth: fields.auth,
      privatePwd: fields.auth === TrainingAuth.PRIVATE ? privatePwd : null,
      rank: fields.rank,
      ...(fields.status !== undefined && { status: fields.status }),
      ...(fields.isVip !== undefined && { isVip: fields.isVip }),
      categoryId: dto.trainingCategory.id,
    };
  }
}
