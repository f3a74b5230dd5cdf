import { Injectable } from '@nestjs/common';
import { badRequest } from '../../common/http/app.exception';

/** Implemented by the judge module: which of these languages no judge online now offers. */
export interface LiveLanguageSource {
  withoutJudge(names: readonly string[]): Promise<string[]>;
}

/**
 * Whether a live judge offers a language: the language lists mark the ones none does, and
 * submits in them are refused. The judge module supplies the answer by calling `register` (it
 * imports this module, so it cannot be injected here); until then every language counts.
 */
@Injectable()
export class JudgeLanguageAvailability {
  private source?: LiveLanguageSource;

  register(source: LiveLanguageSource): void {
    this.source = source;
  }

  /** The given languages that no live judge offers, in the given order. */
  withoutJudge(names: readonly string[]): Promise<string[]> {
    return this.source && names.length > 0 ? this.source.withoutJudge(names) : Promise.resolve([]);
  }

  /** 400 for a language no live judge offers, before anything is stored or queued. */
  async assertJudged(language: string): Promise<void> {
    if ((await this.withoutJudge([language])).length > 0) {
      throw badRequest(`No judge server currently supports ${language}; please choose another language`);
    }
  }
}
