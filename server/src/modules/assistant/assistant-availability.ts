import { type AssistantUnavailable, hasPermission, Permission } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { forbidden, unauthorized } from '../../common/http/app.exception';
import type { AssistantRules } from './assistant-settings';

export const UNAVAILABLE_MESSAGES: Record<Exclude<AssistantUnavailable, 'signed-out'>, string> = {
  'switched-off': 'The assistant is switched off on this site',
  'no-model': 'The assistant is not set up on this site',
  'no-submit-role': 'Your account may not submit, so it may not use the assistant',
};

/** Why the viewer cannot use the assistant: the site switch, no model, signed out, or a role that may not submit. */
export function unavailableFor(
  viewer: AuthUser | undefined,
  rules: AssistantRules,
): AssistantUnavailable | null {
  if (!rules.enabled) return 'switched-off';
  if (!rules.endpoint) return 'no-model';
  if (!viewer) return 'signed-out';
  if (!hasPermission(viewer.role, Permission.SUBMIT)) return 'no-submit-role';
  return null;
}

/** Throws the refusal (403, or 401 signed out) when the viewer cannot use the assistant. */
export function requireAvailable(viewer: AuthUser | undefined, rules: AssistantRules): void {
  const reason = unavailableFor(viewer, rules);
  if (reason === 'signed-out') throw unauthorized();
  if (reason) throw forbidden(UNAVAILABLE_MESSAGES[reason]);
}
