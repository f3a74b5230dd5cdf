import type { TFunction } from 'i18next';
import type { AssistantUnavailable } from '@verdict/common';

/** Why the assistant does not answer, as the dialog and the chat say it. */
export const unavailableText = (t: TFunction, reason: AssistantUnavailable): string =>
  reason === 'signed-out' ? t('assistant.signedOut') : t(`problem.assistant.unavailable.${reason}`);
