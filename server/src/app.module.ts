import { DynamicModule, Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source-options';
import { EventsModule } from './events/events.module';
import { MailModule } from './infra/mail/mail.module';
import { MetricsModule } from './infra/metrics/metrics.module';
import { RedisModule } from './infra/redis/redis.module';
import { StorageModule } from './infra/storage/storage.module';
import { AnnouncementModule } from './modules/announcement/announcement.module';
import { AuthModule } from './modules/auth/auth.module';
import { CommentModule } from './modules/comment/comment.module';
import { ContestModule } from './modules/contest/contest.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { MarkdownFileModule } from './modules/file/markdown-file.module';
import { HealthModule } from './modules/health/health.module';
import { NoticeModule } from './modules/notice/notice.module';
import { ProblemModule } from './modules/problem/problem.module';
import { ProblemTransferModule } from './modules/problem-transfer/problem-transfer.module';
import { SiteModule } from './modules/site/site.module';
import { SubmissionModule } from './modules/submission/submission.module';
import { TrainingCategoryModule } from './modules/training/category/training-category.module';
import { TrainingModule } from './modules/training/training.module';
import { FullScreenModule } from './modules/full-screen/full-screen.module';
import { UserAdminModule } from './modules/user-admin/user-admin.module';
import { UserModule } from './modules/user/user.module';
import { HomeModule } from './modules/home/home.module';
import { RankModule } from './modules/rank/rank.module';
import { NoteModule } from './modules/note/note.module';
import { AssistantModule } from './modules/assistant/assistant.module';
import { ChatModule } from './modules/chat/chat.module';
import { LanguageServerModule } from './modules/language-server/language-server.module';
import { MessageModule } from './modules/message/message.module';
import { DiscussionModule } from './modules/discussion/discussion.module';
import { GroupModule } from './modules/group/group.module';
import { GroupProblemModule } from './modules/problem/group/group-problem.module';
import { TeacherModule } from './modules/teacher/teacher.module';
import { RemoteJudgeModule } from './modules/remote-judge/remote-judge.module';
import { AuditModule } from './modules/audit/audit.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        // Request logging middleware is left off (it costs more than the handlers); errors are
        // logged by the exception filter with Fastify's request id.
        LoggerModule.forRoot({ pinoHttp: { level: config.logLevel }, forRoutes: [] }),
        TypeOrmModule.forRoot(dataSourceOptions(config)),
        ScheduleModule.forRoot(),
        EventEmitterModule.forRoot(),
        EventsModule,
        RedisModule,
        MailModule,
        MetricsModule,
        StorageModule,
        HealthModule,
        SiteModule,
        UserModule,
        AuthModule,
        ProblemModule,
        ProblemTransferModule,
        SubmissionModule,
        ContestModule,
        CommentModule,
        MarkdownFileModule,
        DashboardModule,
        TrainingCategoryModule,
        TrainingModule,
        FullScreenModule,
        UserAdminModule,
        AnnouncementModule,
        NoticeModule,
        DiscussionModule,
        MessageModule,
        NoteModule,
        AssistantModule,
        ChatModule,
        LanguageServerModule,
        RankModule,
        HomeModule,
        GroupModule,
        GroupProblemModule,
        TeacherModule,
        RemoteJudgeModule,
        AuditModule,
      ],
    };
  }
}
