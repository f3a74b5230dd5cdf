import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import {
  Role,
  type ClassGroupOption,
  type ClassRankRow,
  type ClassStudentsResult,
  type ClearedRecords,
  type HomeworkProblemsView,
  type PersonHomeworkRow,
  type TeacherStudentRow,
} from '@verdict/common';
import { CurrentUser, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import type { Page } from '../../common/http/pagination';
import { PostOk } from '../../common/http/post-ok.decorator';
import { DeleteOk } from '../../common/http/delete-ok.decorator';
import type { SubmissionSummary } from '../submission/submission.dto';
import { ClassRankService } from './class-rank.service';
import { ClassRecordsService } from './class-records.service';
import { ClassStudentService } from './class-student.service';
import type { ClassResponse, ClassStudentResponse } from './class-views';
import { ClassService } from './class.service';
import {
  AllStudentsQueryDto,
  ClassCreateDto,
  ClassIdQueryDto,
  ClassListQueryDto,
  ClassRankQueryDto,
  ClassStudentQueryDto,
  ClassStudentsDto,
  ClassStudentsQueryDto,
  ClassUpdateDto,
  HomeworkProblemQueryDto,
  ProblemRecordsQueryDto,
  StudentSubmissionsQueryDto,
  TrainingRecordsQueryDto,
} from './teacher.dto';

/**
 * The teacher's back office (the admin `class/*` and `homework-problem` screens): classes of the groups
 * the viewer administers. The role opens the door; each route then asks the class's group.
 */
@Controller('api/admin')
@Roles(Role.ROOT, Role.ADMIN, Role.TEACHER)
export class ClassController {
  constructor(
    private readonly classes: ClassService,
    private readonly students: ClassStudentService,
    private readonly ranks: ClassRankService,
    private readonly records: ClassRecordsService,
  ) {}

  @Get('class/groups')
  groups(@CurrentUser() user: AuthUser): Promise<ClassGroupOption[]> {
    return this.classes.groupOptions(user);
  }

  @Get('class/list')
  list(@Query() query: ClassListQueryDto, @CurrentUser() user: AuthUser): Promise<Page<ClassResponse>> {
    return this.classes.list(query, user);
  }

  @Get('class')
  get(@Query() query: ClassIdQueryDto, @CurrentUser() user: AuthUser): Promise<ClassResponse> {
    return this.classes.get(query.id, user);
  }

  @PostOk('class')
  create(@Body() dto: ClassCreateDto, @CurrentUser() user: AuthUser): Promise<ClassResponse> {
    return this.classes.create(dto, user);
  }

  @Put('class')
  update(@Body() dto: ClassUpdateDto, @CurrentUser() user: AuthUser): Promise<ClassResponse> {
    return this.classes.update(dto, user);
  }

  @Put('class/finish')
  finish(@Query() query: ClassIdQueryDto, @CurrentUser() user: AuthUser): Promise<ClassResponse> {
    return this.classes.finish(query.id, user);
  }

  @DeleteOk('class')
  remove(@Query() query: ClassIdQueryDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.classes.delete(query.id, user);
  }

  @Get('class/students')
  studentList(
    @Query() query: ClassStudentsQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<ClassStudentResponse>> {
    return this.students.list(query, user);
  }

  @PostOk('class/students')
  addStudents(@Body() dto: ClassStudentsDto, @CurrentUser() user: AuthUser): Promise<ClassStudentsResult> {
    return this.students.add(dto, user);
  }

  @DeleteOk('class/student')
  removeStudent(@Query() query: ClassStudentQueryDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.students.remove(query, user);
  }

  @Get('class/rank')
  rank(@Query() query: ClassRankQueryDto, @CurrentUser() user: AuthUser): Promise<Page<ClassRankRow<Date>>> {
    return this.ranks.rank(query, user);
  }

  @Get('class/person-rank')
  personRank(
    @Query() query: ClassStudentQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<PersonHomeworkRow[]> {
    return this.ranks.personRank(query, user);
  }

  @Get('class/all-students')
  allStudents(
    @Query() query: AllStudentsQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<TeacherStudentRow<Date>>> {
    return this.students.allStudents(query, user);
  }

  @Get('class/student-submissions')
  studentSubmissions(
    @Query() query: StudentSubmissionsQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<SubmissionSummary>> {
    return this.records.studentSubmissions(query, user);
  }

  @Get('homework-problem')
  homeworkProblems(
    @Query() query: HomeworkProblemQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<HomeworkProblemsView> {
    return this.ranks.homeworkProblems(query, user);
  }

  @DeleteOk('class/problem-records')
  clearProblemRecords(
    @Query() query: ProblemRecordsQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ClearedRecords> {
    return this.records.clearProblemRecords(query, user);
  }

  @DeleteOk('class/training-records')
  clearTrainingRecords(
    @Query() query: TrainingRecordsQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ClearedRecords> {
    return this.records.clearTrainingRecords(query, user);
  }
}
