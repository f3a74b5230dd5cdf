import { useEffect, useState, type ChangeEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/common/avatar';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, cropToPng } from './crop-image';
import '@/i18n/areas/group';

interface AvatarCropUploadProps {
  /** Where the texts live: `<prefix>.avatar`, `.chooseImage`, `.avatarHint`, `.zoom`, `.upload`. */
  textPrefix: 'setting' | 'groupPage.setting';
  current: { src: string | null | undefined; name: string };
  /** Sends the cropped png. */
  upload: (image: Blob) => Promise<unknown>;
  onUploaded?: () => void;
  /**
   * `inline` shows a failure under the picker with the server's reason; `toast` pops a
   * generic message.
   */
  errors: 'inline' | 'toast';
  round?: boolean;
  className: string;
  testId?: string;
  inputTestId?: string;
}

/** An avatar picker: choose an image, crop it to a square png, upload it. */
export function AvatarCropUpload({
  textPrefix,
  current,
  upload,
  onUploaded,
  errors,
  round = false,
  className,
  testId,
  inputTestId,
}: AvatarCropUploadProps) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);
  const fail = (message: string) => (errors === 'inline' ? setError(message) : toast('error', message));

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!AVATAR_TYPES.includes(file.type)) return fail(t('message.fileTypeNotSupport'));
    if (file.size > AVATAR_MAX_BYTES) return fail(t('message.exceedMaxSizeLimit'));
    setSource(URL.createObjectURL(file));
  };
  const send = async () => {
    if (!source || !area) return;
    setBusy(true);
    setError(null);
    try {
      await upload(await cropToPng(source, area));
      toast('success', t('message.uploadAvatarSuccessfully'));
      setSource(null);
      onUploaded?.();
    } catch (cause) {
      fail(errors === 'inline' && cause instanceof ApiError ? cause.message : t('error.server'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={className} data-testid={testId}>
      <h2 className="mb-3 font-semibold">{t(`${textPrefix}.avatar`)}</h2>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={current.src} name={current.name} size={80} />
        <label className="btn cursor-pointer">
          {t(`${textPrefix}.chooseImage`)}
          <input
            type="file"
            className="hidden"
            accept={AVATAR_TYPES.join(',')}
            data-testid={inputTestId}
            onChange={choose}
          />
        </label>
        <p className="text-xs text-slate-500">{t(`${textPrefix}.avatarHint`)}</p>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {source ? (
        <div className="mt-4">
          <div className="relative h-72 w-full max-w-md overflow-hidden rounded bg-slate-900">
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape={round ? 'round' : 'rect'}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <input
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
              aria-label={t(`${textPrefix}.zoom`)}
            />
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void send()}>
              {t(`${textPrefix}.upload`)}
            </button>
            <button type="button" className="btn" onClick={() => setSource(null)}>
              {t('common.cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
