import { Injectable } from '@nestjs/common';
import { badRequest } from '../../common/http/app.exception';
import { EventBus } from '../../events/event-bus';

/**
 * Whether a live judge offers a language: the language lists mark the ones none does, and
 * submits in them are refused. The judge module answers (`judge.languages-without-judge`).
 */
@Injectable()
export class JudgeLanguageAvailability {
  constructor(private readonly bus: EventBus) {}

  /** The given languages that no live judge offers, in the given order. */
  async withoutJudge(names: readonly string[]): Promise<string[]> {
    return names.length > 0 ? this.bus.ask('judge.languages-without-judge', { names }) : [];
  }

  /** 400 for a language no live judge offers, before anything is stored or queued. */
  async assertJudged(language: string): Promise<void> {
    if ((await this.withoutJudge([language])).length > 0) {
      throw badRequest(`No judge server currently supports ${language}; please choose another language`);
    }
  }
}
