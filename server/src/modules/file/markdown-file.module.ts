import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StorageModule } from '../../infra/storage/storage.module';
import { AccessModule } from '../access/access.module';
import { GroupModule } from '../group/group.module';
import { MarkdownFileController } from './markdown-file.controller';
import { MarkdownFileEntity } from './markdown-file.entity';
import { MarkdownFileService } from './markdown-file.service';

@Module({
  imports: [TypeOrmModule.forFeature([MarkdownFileEntity]), StorageModule, AccessModule, GroupModule],
  controllers: [MarkdownFileController],
  providers: [MarkdownFileService],
  exports: [MarkdownFileService],
})
export class MarkdownFileModule {}
