import { Module } from '@nestjs/common';
import { RemoteJudgeAdminController } from './remote-judge-admin.controller';
import { RemoteJudgeController } from './remote-judge.controller';

/** HOJ's remote judging routes, answered as this site has no remote judging (see `remote-judge.ts`). */
@Module({ controllers: [RemoteJudgeController, RemoteJudgeAdminController] })
export class RemoteJudgeModule {}
