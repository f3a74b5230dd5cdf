/** The home page pictures: public list, super admin upload and delete. */
import useSWR, { mutate } from 'swr';
import { api, request } from '@/lib/api-client';
import { swrKeys } from '@/lib/swr-keys';

export interface CarouselImage {
  id: number;
  url: string;
}

/** The server's limit and types (gif, jpg, png, webp up to 5 MB), checked here first to save the upload. */
export const CAROUSEL_MAX_BYTES = 5 * 1024 * 1024;
export const CAROUSEL_ACCEPT = 'image/gif,image/jpeg,image/png,image/webp';

export const useHomeCarousel = () =>
  useSWR<CarouselImage[]>(swrKeys.homeCarousel(), { revalidateOnFocus: false });

export async function uploadCarouselImage(file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  await request<CarouselImage>('POST', '/api/file/upload-carouse-img', { form, silent: true });
  await mutate(swrKeys.homeCarousel());
}

export async function deleteCarouselImage(id: number): Promise<void> {
  await api.delete<null>('/api/admin/config/home-carousel', { id });
  await mutate(swrKeys.homeCarousel());
}
