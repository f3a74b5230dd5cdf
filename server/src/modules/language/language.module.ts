import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JudgeLanguageAvailability } from './judge-language-availability';
import { LANGUAGE_ENTITIES } from './language.entity';
import { LanguageService } from './language.service';

/**
 * The language table, the languages and code templates of each problem, and whether a live judge
 * offers a language (the judge module answers `judge.languages-without-judge`).
 */
@Module({
  imports: [TypeOrmModule.forFeature(LANGUAGE_ENTITIES)],
  providers: [LanguageService, JudgeLanguageAvailability],
  exports: [LanguageService, JudgeLanguageAvailability],
})
export class LanguageModule {}
