import type { ActionAllowance } from '@verdict/common';
import { localised } from '../i18n/translate-message';
import type { AppException } from './app.exception';

/** Allowed, or not with the refusal's message as the action itself would send it (translated). */
export function toAllowance(refusal: AppException | null): ActionAllowance {
  return refusal ? { allowed: false, reason: localised(refusal.message) } : { allowed: true, reason: null };
}
