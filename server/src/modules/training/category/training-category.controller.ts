import { Body, Controller, Delete, Get, Put, Query } from '@nestjs/common';
import { Role } from '@verdict/common';
import { Public, Roles } from '../../../common/auth/access.decorators';
import { PostOk } from '../../../common/http/post-ok.decorator';
import {
  TrainingCategoryDto,
  TrainingCategoryIdQueryDto,
  TrainingCategoryResponse,
} from './training-category.dto';
import { TrainingCategoryService } from './training-category.service';

/** The public list (`/api/get-training-category`). */
@Controller('api')
export class TrainingCategoryController {
  constructor(private readonly categories: TrainingCategoryService) {}

  @Public()
  @Get('get-training-category')
  list(): Promise<TrainingCategoryResponse[]> {
    return this.categories.list();
  }
}

/** `/api/admin/training/category`: root and problem admins. */
@Controller('api/admin/training/category')
@Roles(Role.ROOT, Role.PROBLEM_ADMIN)
export class TrainingCategoryAdminController {
  constructor(private readonly categories: TrainingCategoryService) {}

  @PostOk()
  add(@Body() dto: TrainingCategoryDto): Promise<TrainingCategoryResponse> {
    return this.categories.add(dto);
  }

  @Put()
  update(@Body() dto: TrainingCategoryDto): Promise<void> {
    return this.categories.update(dto);
  }

  @Delete()
  remove(@Query() query: TrainingCategoryIdQueryDto): Promise<void> {
    return this.categories.remove(query.cid);
  }
}
