import { Body, Controller, Delete, Get, Put, Query } from '@nestjs/common';
import { Role } from '@verdict/common';
import { Roles } from '../../common/auth/access.decorators';
import { PostOk } from '../../common/http/post-ok.decorator';
import {
  ClassificationIdQueryDto,
  OjQueryDto,
  TagClassificationDto,
  TagClassificationResponse,
  TagDto,
  TagIdQueryDto,
  TagResponse,
} from './tag.dto';
import { TagService } from './tag.service';

/** `/api/admin/tag`: root and problem admins. */
@Controller('api/admin/tag')
@Roles(Role.ROOT, Role.PROBLEM_ADMIN)
export class TagAdminController {
  constructor(private readonly tags: TagService) {}

  @Get()
  list(@Query() query: OjQueryDto): Promise<TagResponse[]> {
    return this.tags.allTags(query.oj);
  }

  @PostOk()
  add(@Body() dto: TagDto): Promise<TagResponse> {
    return this.tags.addTag(dto);
  }

  @Put()
  update(@Body() dto: TagDto): Promise<void> {
    return this.tags.updateTag(dto);
  }

  @Delete()
  remove(@Query() query: TagIdQueryDto): Promise<void> {
    return this.tags.deleteTag(query.tid);
  }

  @Get('classification')
  classifications(@Query() query: OjQueryDto): Promise<TagClassificationResponse[]> {
    return this.tags.classifications(query.oj);
  }

  @PostOk('classification')
  addClassification(@Body() dto: TagClassificationDto): Promise<TagClassificationResponse> {
    return this.tags.addClassification(dto);
  }

  @Put('classification')
  updateClassification(@Body() dto: TagClassificationDto): Promise<void> {
    return this.tags.updateClassification(dto);
  }

  @Delete('classification')
  removeClassification(@Query() query: ClassificationIdQueryDto): Promise<void> {
    return this.tags.deleteClassification(query.tcid);
  }
}
