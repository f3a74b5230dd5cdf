/** Training categories: the public list and the admin's create, edit and delete. */
import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import { swrKeys } from '@/lib/swr-keys';

export interface TrainingCategory {
  id: number;
  name: string;
  color: string;
}

export type TrainingCategoryForm = { id?: number; name: string; color: string };

export const useTrainingCategories = () => useSWR<TrainingCategory[]>(swrKeys.trainingCategories());

export async function saveTrainingCategory(form: TrainingCategoryForm): Promise<void> {
  if (form.id) await api.put<null>('/api/admin/training/category', form, { silent: true });
  else await api.post<TrainingCategory>('/api/admin/training/category', form, { silent: true });
  await mutate(swrKeys.trainingCategories());
}

export async function deleteTrainingCategory(cid: number): Promise<void> {
  await api.delete<null>('/api/admin/training/category', { cid });
  await mutate(swrKeys.trainingCategories());
}
