import { useEffect, useState, type ChangeEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/common/avatar';
import { uploadAvatar } from '@/hooks/api/account';
import { useSession } from '@/stores/session';
import { toast } from '@/stores/ui';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, cropToPng } from './crop-image';

export function AvatarSection() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) return toast('error', t('message.fileTypeNotSupport'));
    if (file.size > AVATAR_MAX_BYTES) return toast('error', t('message.exceedMaxSizeLimit'));
    setSource(URL.createObjectURL(file));
  };
  const upload = async () => {
    if (!source || !area) return;
    setBusy(true);
    try {
      await uploadAvatar(await cropToPng(source, area));
      toast('success', t('message.uploadAvatarSuccessfully'));
      setSource(null);
    } catch {
      toast('error', t('error.server'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card p-5">
      <h2 className="mb-3 font-semibold">{t('setting.avatar')}</h2>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={user?.avatar} name={user?.username ?? '?'} size={80} />
        <label className="btn cursor-pointer">
          {t('setting.chooseImage')}
          <input type="file" className="hidden" accept={AVATAR_TYPES.join(',')} onChange={choose} />
        </label>
        <p className="text-xs text-slate-500">{t('setting.avatarHint')}</p>
      </div>
      {source ? (
        <div className="mt-4">
          <div className="relative h-72 w-full max-w-md overflow-hidden rounded bg-slate-900">
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          </div>
          <div className="mt-3 flex items-center gap-3">
            <input
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
              aria-label={t('setting.zoom')}
            />
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void upload()}>
              {t('setting.upload')}
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
