import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { PermissionName, RoleId } from '@verdict/common';
import type { AuthUser } from './auth-user';

export const PUBLIC_KEY = 'access:public';
export const AUTHENTICATED_KEY = 'access:authenticated';
export const ROLES_KEY = 'access:roles';
export const PERMISSIONS_KEY = 'access:permissions';

/** Anyone may call the route; a valid token still identifies the caller. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** Any logged-in user. */
export const Authenticated = () => SetMetadata(AUTHENTICATED_KEY, true);

/** A logged-in user holding one of these roles. */
export const Roles = (...roles: RoleId[]) => SetMetadata(ROLES_KEY, roles);

/** A logged-in user whose role grants every one of these permissions. */
export const Permissions = (...permissions: PermissionName[]) => SetMetadata(PERMISSIONS_KEY, permissions);

/** The caller, or undefined on a public route called anonymously. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | undefined =>
    context.switchToHttp().getRequest<{ user?: AuthUser }>().user,
);
