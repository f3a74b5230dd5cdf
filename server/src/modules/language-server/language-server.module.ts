import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { AuthModule } from '../auth/auth.module';
import { ContestModule } from '../contest/contest.module';
import { ProblemModule } from '../problem/problem.module';
import { LanguageServerGateway } from './language-server.gateway';
import { LanguageServerPlaces } from './language-server-places';
import { LanguageServerSessions } from './language-server-sessions';

/** Language servers for the editor (clangd, pylsp), each session sandboxed, over the app's socket. */
@Module({
  imports: [AccessModule, AuthModule, ContestModule, ProblemModule],
  providers: [LanguageServerGateway, LanguageServerPlaces, LanguageServerSessions],
  exports: [LanguageServerSessions],
})
export class LanguageServerModule {}
