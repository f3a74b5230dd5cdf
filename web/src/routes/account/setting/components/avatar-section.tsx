import { uploadAvatar } from '@/hooks/api/account';
import { useSession } from '@/stores/session';
import { AvatarCropUpload } from './avatar-crop-upload';

export function AvatarSection() {
  const { user } = useSession();
  return (
    <AvatarCropUpload
      textPrefix="setting"
      current={{ src: user?.avatar, name: user?.username ?? '?' }}
      upload={uploadAvatar}
      errors="toast"
      round
      className="card p-5"
    />
  );
}
