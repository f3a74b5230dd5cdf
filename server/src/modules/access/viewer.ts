import { isAdminRole } from '@verdict/common';
import { power } from './staff-powers';

/** Who is asking; what the auth guard attaches to a request fits. */
export interface Viewer {
  uid: string;
  role: number;
  isVip: boolean;
  /** Present on logged-in requests; rules that admit accounts by name read it. */
  username?: string;
}

/** VIP-only problems and official solutions are a VIP benefit; admins have them too. */
export function hasVipAccess(viewer?: Viewer | null): boolean {
  return !!viewer && (viewer.isVip || power(viewer, 'has-vip-benefits'));
}

/** Admins reach every problem of the public scope, hidden or not. */
export function isAdmin(viewer?: Viewer | null): boolean {
  return !!viewer && isAdminRole(viewer.role);
}
