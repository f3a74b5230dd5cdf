import type { CodeTemplateEntity, LanguageEntity } from './language.entity';

/**
 * The rows the language service hands out: other modules read their fields and change them only
 * through the language service.
 */
export type LanguageRow = LanguageEntity;
export type CodeTemplateRow = CodeTemplateEntity;
