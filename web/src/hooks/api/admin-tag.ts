/** Tags and tag classifications (`/api/admin/tag`), for the super admin and problem admins. */
import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import { matchPath, swrKeys } from '@/lib/swr-keys';

export interface AdminTag {
  id: number;
  name: string;
  color: string | null;
  tcid: number | null;
}

export interface TagClassification {
  id: number;
  name: string;
  rank: number;
}

export type TagForm = { id?: number; name: string; color: string; tcid: number | null };
export type ClassificationForm = { id?: number; name: string; rank: number };

export const useAdminTags = () => useSWR<AdminTag[]>(swrKeys.adminTags());
export const useTagClassifications = () => useSWR<TagClassification[]>(swrKeys.adminTagClassifications());

/** The problem pages' tag panel reads the same tags: refresh it too. */
const refresh = () =>
  Promise.all([
    mutate(swrKeys.adminTags()),
    mutate(swrKeys.adminTagClassifications()),
    mutate(matchPath(swrKeys.problemTags()[0])),
  ]);

export async function saveTag(form: TagForm): Promise<void> {
  const body = { ...form, oj: 'ME', color: form.color || null };
  if (form.id) await api.put<null>('/api/admin/tag', body, { silent: true });
  else await api.post<AdminTag>('/api/admin/tag', body, { silent: true });
  await refresh();
}

export async function deleteTag(tid: number): Promise<void> {
  await api.delete<null>('/api/admin/tag', { tid });
  await refresh();
}

export async function saveClassification(form: ClassificationForm): Promise<void> {
  const body = { ...form, oj: 'ME' };
  if (form.id) await api.put<null>('/api/admin/tag/classification', body, { silent: true });
  else await api.post<TagClassification>('/api/admin/tag/classification', body, { silent: true });
  await refresh();
}

export async function deleteClassification(tcid: number): Promise<void> {
  await api.delete<null>('/api/admin/tag/classification', { tcid });
  await refresh();
}
