import { Module } from '@nestjs/common';

/** personal notes and their categories */
@Module({})
export class NoteModule {}
