import { Body, Controller, Get, Query } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import { Role, type VerificationReport } from '@verdict/common';
import { CurrentUser, Roles } from '../../../common/auth/access.decorators';
import type { AuthUser } from '../../../common/auth/auth-user';
import { PostOk } from '../../../common/http/post-ok.decorator';
import { VerificationService } from './verification.service';

class VerificationPidDto {
  @Type(() => Number)
  @IsInt({ message: 'pid must be a number' })
  @Min(1, { message: 'pid must be a number' })
  pid: number;
}

/** The verification report of an imported package, and running it again (problem admins). */
@Controller('api/admin/problem/verification')
@Roles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN)
export class VerificationController {
  constructor(private readonly verification: VerificationService) {}

  @Get()
  report(@Query() query: VerificationPidDto): Promise<VerificationReport> {
    return this.verification.report(query.pid);
  }

  @PostOk()
  async run(@Body() dto: VerificationPidDto, @CurrentUser() user: AuthUser): Promise<{ queued: number }> {
    return { queued: await this.verification.run(dto.pid, user) };
  }
}
