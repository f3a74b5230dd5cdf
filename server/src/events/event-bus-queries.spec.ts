import { Injectable } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { Test } from '@nestjs/testing';
import { AnswersAppQuery, EventBus } from './event-bus';
import type { AppQueryRequest } from './events';
import { EventsModule } from './events.module';

@Injectable()
class DiscussionTitles {
  readonly asked: number[][] = [];

  @AnswersAppQuery('discussion.titles')
  titles({ ids }: AppQueryRequest<'discussion.titles'>): Promise<Map<number, string>> {
    this.asked.push(ids);
    return Promise.resolve(new Map(ids.map((id) => [id, `post ${id}`])));
  }

  @AnswersAppQuery('judge.languages-without-judge')
  withoutJudge(): Promise<string[]> {
    return Promise.reject(new Error('the judge registry is down'));
  }
}

@Injectable()
class OtherDiscussionTitles {
  @AnswersAppQuery('discussion.titles')
  titles(): Map<number, string> {
    return new Map();
  }
}

async function appWith(...providers: Array<new (...args: never[]) => object>) {
  const app = await Test.createTestingModule({
    imports: [EventEmitterModule.forRoot(), EventsModule],
    providers,
  }).compile();
  await app.init();
  return app;
}

describe('EventBus queries', () => {
  it('brings a typed request to the one method marked as its answerer, all ids at once', async () => {
    const app = await appWith(DiscussionTitles);
    try {
      const titles = await app.get(EventBus).ask('discussion.titles', { ids: [3, 5] });
      expect([...titles]).toEqual([
        [3, 'post 3'],
        [5, 'post 5'],
      ]);
      expect(app.get(DiscussionTitles).asked).toEqual([[3, 5]]);
    } finally {
      await app.close();
    }
  });

  it("gives the answerer's error to the asker", async () => {
    const app = await appWith(DiscussionTitles);
    try {
      await expect(app.get(EventBus).ask('judge.languages-without-judge', { names: ['C'] })).rejects.toThrow(
        'the judge registry is down',
      );
    } finally {
      await app.close();
    }
  });

  it('names the query nobody answers when it is asked', async () => {
    const app = await appWith(DiscussionTitles);
    try {
      await expect(app.get(EventBus).ask('contest.titles', { ids: [1] })).rejects.toThrow(
        "No provider answers the query contest.titles: mark one method @AnswersAppQuery('contest.titles')",
      );
    } finally {
      await app.close();
    }
  });

  it('refuses to start with two answerers of one query, naming both', async () => {
    const app = await Test.createTestingModule({
      imports: [EventEmitterModule.forRoot(), EventsModule],
      providers: [DiscussionTitles, OtherDiscussionTitles],
    }).compile();
    await expect(app.init()).rejects.toThrow(
      'The query discussion.titles has 2 answerers (DiscussionTitles.titles, OtherDiscussionTitles.titles); it must have exactly one',
    );
  });
});
