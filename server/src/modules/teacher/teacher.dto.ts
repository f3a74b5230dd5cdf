import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/http/pagination';
import { toInt, toTrimmed } from '../../common/http/query-transforms';
import { CLASS_LIMITS as L, TEACHER_MESSAGES } from './teacher-messages';
import { RequiredInt } from '../../common/http/int-fields';
import { BoundedText, OptionalText } from '../../common/http/text-fields';

/** The student a query names, by uid (32 characters). */
const StudentUid = () => BoundedText(TEACHER_MESSAGES.uidRequired, 32, TEACHER_MESSAGES.uidRequired);

/** `?id=` of one class. */
export class ClassIdQueryDto {
  @RequiredInt(TEACHER_MESSAGES.idRequired) id: number;
}

/** `GET /api/admin/class/list`. */
export class ClassListQueryDto extends PageQueryDto {
  @OptionalText(100) keyword?: string;
  @IsOptional() @Transform(toInt) @IsInt({ message: TEACHER_MESSAGES.gidRequired }) gid?: number;
}

/** The fields a class form edits. */
class ClassFieldsDto {
  @BoundedText(TEACHER_MESSAGES.nameRequired, L.nameMax, TEACHER_MESSAGES.nameTooLong)
  name: string;

  @IsOptional()
  @Transform(toTrimmed)
  @IsString({ message: TEACHER_MESSAGES.schoolTooLong })
  @MaxLength(L.schoolMax, { message: TEACHER_MESSAGES.schoolTooLong })
  school?: string;
}

/** `POST /api/admin/class`: a new class in a group the teacher administers. */
export class ClassCreateDto extends ClassFieldsDto {
  @Type(() => Number) @IsInt({ message: TEACHER_MESSAGES.gidRequired }) gid: number;
  @IsOptional() id?: number;
}

/** `PUT /api/admin/class`: the class keeps its group, `gid` is ignored. */
export class ClassUpdateDto extends ClassFieldsDto {
  @Type(() => Number) @IsInt({ message: TEACHER_MESSAGES.idRequired }) id: number;
  @IsOptional() gid?: number;
}

/** `GET /api/admin/class/students`. */
export class ClassStudentsQueryDto extends PageQueryDto {
  @RequiredInt(TEACHER_MESSAGES.idRequired) id: number;
  @OptionalText(100) keyword?: string;
}

/** `POST /api/admin/class/students`: usernames, one per line in the form. */
export class ClassStudentsDto {
  @Type(() => Number) @IsInt({ message: TEACHER_MESSAGES.idRequired }) id: number;

  @IsArray({ message: TEACHER_MESSAGES.studentsRequired })
  @ArrayMinSize(1, { message: TEACHER_MESSAGES.studentsRequired })
  @ArrayMaxSize(L.studentsMax, { message: TEACHER_MESSAGES.tooManyStudents })
  @IsString({ each: true, message: TEACHER_MESSAGES.usernameInvalid })
  @MaxLength(L.usernameMax, { each: true, message: TEACHER_MESSAGES.usernameInvalid })
  usernames: string[];
}

/** `?id=&uid=`: one student of one class. */
export class ClassStudentQueryDto extends ClassIdQueryDto {
  @StudentUid() uid: string;
}

/** `GET /api/admin/class/rank`. */
export class ClassRankQueryDto extends PageQueryDto {
  @RequiredInt(TEACHER_MESSAGES.idRequired) id: number;
}

/** `GET /api/admin/class/all-students`. */
export class AllStudentsQueryDto extends PageQueryDto {
  @OptionalText(100) keyword?: string;
}

/** `GET /api/admin/class/student-submissions`. */
export class StudentSubmissionsQueryDto extends PageQueryDto {
  @RequiredInt(TEACHER_MESSAGES.idRequired) id: number;

  @StudentUid() uid: string;

  @IsOptional() @Transform(toInt) @IsInt({ message: TEACHER_MESSAGES.pidRequired }) pid?: number;
}

/** `GET /api/admin/homework-problem`. */
export class HomeworkProblemQueryDto {
  @RequiredInt(TEACHER_MESSAGES.gidRequired) gid: number;
  @RequiredInt(TEACHER_MESSAGES.tidRequired) tid: number;
  @IsOptional() @Transform(toInt) @IsInt({ message: TEACHER_MESSAGES.idRequired }) classId?: number;
}

/** `DELETE /api/admin/class/problem-records`. */
export class ProblemRecordsQueryDto {
  @RequiredInt(TEACHER_MESSAGES.gidRequired) gid: number;

  @StudentUid() uid: string;

  @RequiredInt(TEACHER_MESSAGES.pidRequired) pid: number;
}

/** `DELETE /api/admin/class/training-records`. */
export class TrainingRecordsQueryDto {
  @RequiredInt(TEACHER_MESSAGES.tidRequired) tid: number;

  @StudentUid() uid: string;
}
