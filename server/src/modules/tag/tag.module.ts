import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TagAdminController } from './tag-admin.controller';
import { TAG_ENTITIES } from './tag.entity';
import { TagService } from './tag.service';

/** Knowledge tags, their classifications and which problems carry them. */
@Module({
  imports: [TypeOrmModule.forFeature(TAG_ENTITIES)],
  controllers: [TagAdminController],
  providers: [TagService],
  exports: [TagService],
})
export class TagModule {}
