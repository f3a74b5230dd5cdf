import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { badRequest } from '../../common/http/app.exception';
import { AccessService } from '../access/access.service';
import type { Scope } from '../access/scope';
import type { Viewer } from '../access/viewer';
import { LanguageService } from '../language/language.service';
import { SavedCodeResponse } from './problem.dto';
import { ProblemService } from './problem.service';
import { SavedCodeEntity } from './saved-code.entity';

/** The editor's "save code" button: one saved code per user and a problem they may open. */
@Injectable()
export class SavedCodeService {
  constructor(
    @InjectRepository(SavedCodeEntity) private readonly saved: Repository<SavedCodeEntity>,
    private readonly problems: ProblemService,
    private readonly access: AccessService,
    private readonly languages: LanguageService,
  ) {}

  /** The code saved for the problem the scope names `name` (a contest's "A" is its display id). */
  async get(viewer: Viewer, name: string, scope: Scope): Promise<SavedCodeResponse | null> {
    await this.access.requireScope(viewer, scope, 'view');
    const ref = await this.access.problemNamed(scope, name);
    const loaded = ref && (await this.problems.findByRef(ref));
    const problem = await this.access.requireProblem(viewer, loaded, scope, 'view');
    const row = await this.saved.findOneBy({ uid: viewer.uid, pid: problem.id });
    return row ? { code: row.code, lang: row.lang } : null;
  }

  /**
   * Saves the code of a problem the viewer may open where they are: a contest's own problem (hidden
   * from the problem set) is saved from the contest's page, with its `cid`.
   */
  async save(viewer: Viewer, pid: number, lang: string, code: string, scope: Scope): Promise<void> {
    await this.access.requireScope(viewer, scope, 'view');
    await this.access.requireProblem(viewer, await this.problems.findById(pid), scope, 'view');
    if (!(await this.languages.findByName(lang))) throw badRequest(`Unknown language ${lang}`);
    // Insert-or-update in two steps keeps it portable between MySQL and SQLite.
    const updated = await this.saved.update({ uid: viewer.uid, pid }, { lang, code });
    if (!updated.affected) {
      await this.saved
        .createQueryBuilder()
        .insert()
        .values({ uid: viewer.uid, pid, lang, code })
        .orUpdate(['lang', 'code'], ['uid', 'pid'])
        .execute();
    }
  }
}
