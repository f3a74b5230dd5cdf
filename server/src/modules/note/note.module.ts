import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { AccessModule } from '../access/access.module';
import { UserModule } from '../user/user.module';
import { NoteCategoryService } from './note-category.service';
import { NoteController } from './note.controller';
import { NOTE_ENTITIES } from './note.entities';
import { NoteService } from './note.service';

/** personal notes and their categories */
@Module({
  imports: [TypeOrmModule.forFeature(NOTE_ENTITIES), AccessModule, UserModule],
  controllers: [NoteController],
  providers: [TransactionRunner, NoteCategoryService, NoteService],
})
export class NoteModule {}
