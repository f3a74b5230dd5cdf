import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/ui/confirm';
import {
  CAROUSEL_ACCEPT,
  CAROUSEL_MAX_BYTES,
  deleteCarouselImage,
  uploadCarouselImage,
  useHomeCarousel,
} from '@/hooks/api/home-carousel';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';
import { SettingsLoadState } from './settings-fields';

/** Carousel tab: the home page pictures, uploaded and removed here. */
export function CarouselSection() {
  const { t } = useTranslation();
  const { data, error, mutate } = useHomeCarousel();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (file.size > CAROUSEL_MAX_BYTES) return setProblem(t('adminConfig.carousel.tooLarge'));
    setUploading(true);
    try {
      await uploadCarouselImage(file);
      toast('success', t('adminConfig.carousel.uploaded'));
    } catch (cause) {
      setProblem(cause instanceof ApiError ? cause.message : t('adminConfig.saveFailed'));
    } finally {
      setUploading(false);
    }
  };
  const remove = async (id: number, index: number) => {
    if (!(await confirmAction(t('adminConfig.carousel.confirmDelete', { n: index + 1 })))) return;
    await deleteCarouselImage(id);
    toast('success', t('admin.deleted'));
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          type="file"
          accept={CAROUSEL_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="carousel-file"
          onChange={(event) => void upload(event)}
        />
        <button
          type="button"
          className="btn btn-primary"
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          {uploading ? t('adminConfig.carousel.uploading') : t('adminConfig.carousel.upload')}
        </button>
        <p className="text-xs text-slate-500">{t('adminConfig.carousel.rules')}</p>
      </div>
      <p role="alert" className="text-sm text-red-700">
        {problem}
      </p>
      {!data ? (
        <SettingsLoadState error={error} onRetry={() => void mutate()} />
      ) : data.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{t('adminConfig.carousel.empty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="carousel-list">
          {data.map((image, index) => (
            <li key={image.id} className="overflow-hidden rounded border border-slate-200">
              <img
                src={image.url}
                alt={t('adminConfig.carousel.imageAlt', { n: index + 1 })}
                className="h-32 w-full object-cover"
              />
              <div className="flex items-center justify-between p-2 text-sm">
                <span>{t('adminConfig.carousel.imageAlt', { n: index + 1 })}</span>
                <button
                  type="button"
                  className="text-red-700 hover:underline"
                  aria-label={t('adminConfig.carousel.deleteNamed', { n: index + 1 })}
                  onClick={() => void remove(image.id, index)}
                >
                  {t('admin.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
