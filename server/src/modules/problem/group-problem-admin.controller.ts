import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { type AdminProblemView, Role } from '@verdict/common';
import { Roles } from '../../common/auth/access.decorators';
import { Page } from '../../common/http/pagination';
import type { Actor } from '../audit/actor';
import { CurrentActor } from '../audit/current-actor.decorator';
import { ChangeGroupProblemProgressDto, GroupProblemListQueryDto } from './group-problem-admin.dto';
import { GroupProblemReviewService } from './group-problem-review.service';

/** `/api/admin/group-problem`: "apply to make public" review. */
@Controller('api/admin/group-problem')
@Roles(Role.ROOT, Role.PROBLEM_ADMIN)
export class GroupProblemAdminController {
  constructor(private readonly review: GroupProblemReviewService) {}

  @Get('list')
  list(@Query() query: GroupProblemListQueryDto): Promise<Page<AdminProblemView<Date>>> {
    return this.review.list(query);
  }

  @Put('change-progress')
  changeProgress(@Body() dto: ChangeGroupProblemProgressDto, @CurrentActor() admin: Actor): Promise<void> {
    return this.review.changeProgress(dto.pid, dto.progress, admin);
  }
}
