import { useEffect, useState, type ChangeEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/common/avatar';
import { uploadGroupAvatar } from '@/hooks/api/group';
import { ApiError } from '@/lib/api-client';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, cropToPng } from '@/routes/account/setting/components/crop-image';
import { toast } from '@/stores/ui';
import { useGroup } from '../group-context';

/** Seed 2 §2 group settings: the avatar, cropped to 200×200 and uploaded as png. */
export function GroupAvatarSection() {
  const { t } = useTranslation();
  const { group, reload } = useGroup();
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!AVATAR_TYPES.includes(file.type)) return setError(t('message.fileTypeNotSupport'));
    if (file.size > AVATAR_MAX_BYTES) return setError(t('message.exceedMaxSizeLimit'));
    setSource(URL.createObjectURL(file));
  };
  const upload = async () => {
    if (!source || !area) return;
    setBusy(true);
    setError(null);
    try {
      await uploadGroupAvatar(group.id, await cropToPng(source, area));
      toast('success', t('message.uploadAvatarSuccessfully'));
      setSource(null);
      reload();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : t('error.server'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card p-4" data-testid="group-avatar">
      <h2 className="mb-3 font-semibold">{t('groupPage.setting.avatar')}</h2>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={group.avatar} name={group.name} size={80} />
        <label className="btn cursor-pointer">
          {t('groupPage.setting.chooseImage')}
          <input
            type="file"
            className="hidden"
            accept={AVATAR_TYPES.join(',')}
            data-testid="group-avatar-input"
            onChange={choose}
          />
        </label>
        <p className="text-xs text-slate-500">{t('groupPage.setting.avatarHint')}</p>
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
              aria-label={t('groupPage.setting.zoom')}
            />
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void upload()}>
              {t('groupPage.setting.upload')}
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
