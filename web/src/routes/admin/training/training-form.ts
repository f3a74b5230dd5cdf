import type { AdminTrainingForm } from '@/hooks/api/training';

export const TRAINING_RANK_MAX = 2147483647;

/** The keys of the form's required fields, in the form's order. */
export type TrainingFormField = 'rank' | 'title' | 'description' | 'category' | 'password';

/**
 * The first missing field of the training form (rank, title, description and category
 * are required, the password too when the training is not public); null when all are there.
 */
export function missingTrainingField(
  form: Pick<AdminTrainingForm, 'title' | 'description' | 'auth' | 'privatePwd'>,
  rankText: string,
  categoryId: number | null,
): TrainingFormField | null {
  const rank = Number(rankText);
  if (rankText.trim() === '' || !Number.isInteger(rank)) return 'rank';
  if (!form.title.trim()) return 'title';
  if (!form.description.trim()) return 'description';
  if (categoryId === null) return 'category';
  if (form.auth !== 'Public' && !form.privatePwd.trim()) return 'password';
  return null;
}
