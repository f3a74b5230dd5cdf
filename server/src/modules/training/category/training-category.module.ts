import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TrainingCategoryAdminController, TrainingCategoryController } from './training-category.controller';
import { TrainingEntity } from '../training.entity';
import { TrainingCategoryEntity } from './training-category.entity';
import { TrainingCategoryService } from './training-category.service';

@Module({
  imports: [TypeOrmModule.forFeature([TrainingCategoryEntity, TrainingEntity])],
  controllers: [TrainingCategoryController, TrainingCategoryAdminController],
  providers: [TrainingCategoryService],
  exports: [TrainingCategoryService],
})
export class TrainingCategoryModule {}
