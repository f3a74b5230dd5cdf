import { Role } from '@verdict/common';
import { roleCodes, useSession } from '@/stores/session';

/** Site admins (root, admin) delete messages and mute users; the server checks it again. */
export function useChatModerator(): boolean {
  const roles = roleCodes(useSession().user);
  return roles.includes(Role.ROOT) || roles.includes(Role.ADMIN);
}
