import type { AuthUser } from '../../common/auth/auth-user';

/**
 * Who does an audited action: the signed-in caller, with the address the request came from
 * (Fastify's `request.ip`, which follows X-Forwarded-For only through the proxies TRUST_PROXY trusts).
 */
export interface Actor extends AuthUser {
  ip: string;
}
