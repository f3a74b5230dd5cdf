import { uploadGroupAvatar } from '@/hooks/api/group';
import { AvatarCropUpload } from '@/routes/account/setting/components/avatar-crop-upload';
import { useGroup } from '../group-context';
import '@/i18n/areas/group';

/** Group settings: the avatar, cropped to 200×200 and uploaded as png. */
export function GroupAvatarSection() {
  const { group, reload } = useGroup();
  return (
    <AvatarCropUpload
      textPrefix="groupPage.setting"
      current={{ src: group.avatar, name: group.name }}
      upload={(image) => uploadGroupAvatar(group.id, image)}
      onUploaded={reload}
      errors="inline"
      className="card p-4"
      testId="group-avatar"
      inputTestId="group-avatar-input"
    />
  );
}
