import { Controller, Get, Query } from '@nestjs/common';
import { Role } from '@verdict/common';
import { Roles } from '../../common/auth/access.decorators';
import { ProblemCaseResponse, ProblemCasesQueryDto, toProblemCaseResponse } from './test-data.dto';
import { TestdataService } from './test-data.service';

/** `/api/admin/problem/get-problem-cases`: a problem's case rows. */
@Controller('api/admin/problem')
@Roles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN)
export class ProblemCaseAdminController {
  constructor(private readonly testdata: TestdataService) {}

  @Get('get-problem-cases')
  async cases(@Query() query: ProblemCasesQueryDto): Promise<ProblemCaseResponse[]> {
    return (await this.testdata.casesOf(query.pid)).map(toProblemCaseResponse);
  }
}
