import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { PageQueryDto } from '../../common/http/pagination';
import { toInt } from '../../common/http/query-transforms';
import { CLASS_LIMITS as L, TEACHER_MESSAGES } from './teacher-messages';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const uidText = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `?id=` of one class. */
export class ClassIdQueryDto {
  @Transform(toInt) @IsInt({ message: TEACHER_MESSAGES.idRequired }) id: number;
}

/** `GET /api/admin/class/list`. */
export class ClassListQueryDto extends PageQueryDto {
  @IsOptional() @IsString() @MaxLength(100) keyword?: string;
  @IsOptional() @Transform(toInt) @IsInt({ message: TEACHER_MESSAGES.gidRequired }) gid?: number;
}

/** The fields a class form edits. */
class ClassFieldsDto {
  @Transform(trimmed)
  @IsString({ message: TEACHER_MESSAGES.nameRequired })
  @IsNotEmpty({ message: TEACHER_MESSAGES.nameRequired })
  @MaxLength(L.nameMax, { message: TEACHER_MESSAGES.nameTooLong })
  name: string;

  @IsOptional()
  @Transform(trimmed)
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
  @Transform(toInt) @IsInt({ message: TEACHER_MESSAGES.idRequired }) id: number;
  @IsOptional() @IsString() @MaxLength(100) keyword?: string;
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
  @Transform(uidText)
  @IsString({ message: TEACHER_MESSAGES.uidRequired })
  @IsNotEmpty({ message: TEACHER_MESSAGES.uidRequired })
  @MaxLength(32, { message: TEACHER_MESSAGES.uidRequired })
  uid: string;
}

/** `GET /api/admin/class/rank`. */
export class ClassRankQueryDto extends PageQueryDto {
  @Transform(toInt) @IsInt({ message: TEACHER_MESSAGES.idRequired }) id: number;
}

/** `GET /api/admin/class/all-students`. */
export class AllStudentsQueryDto extends PageQueryDto {
  @IsOptional() @IsString() @MaxLength(100) keyword?: string;
}

/** `GET /api/admin/class/student-submissions`. */
export class StudentSubmissionsQueryDto extends PageQueryDto {
  @Transform(toInt) @IsInt({ message: TEACHER_MESSAGES.idRequired }) id: number;

  @Transform(uidText)
  @IsString({ message: TEACHER_MESSAGES.uidRequired })
  @IsNotEmpty({ message: TEACHER_MESSAGES.uidRequired })
  @MaxLength(32, { message: TEACHER_MESSAGES.uidRequired })
  uid: string;

  @IsOptional() @Transform(toInt) @IsInt({ message: TEACHER_MESSAGES.pidRequired }) pid?: number;
}

/** `GET /api/admin/homework-problem`. */
export class HomeworkProblemQueryDto {
  @Transform(toInt) @IsInt({ message: TEACHER_MESSAGES.gidRequired }) gid: number;
  @Transform(toInt) @IsInt({ message: TEACHER_MESSAGES.tidRequired }) tid: number;
  @IsOptional() @Transform(toInt) @IsInt({ message: TEACHER_MESSAGES.idRequired }) classId?: number;
}

/** `DELETE /api/admin/class/problem-records`. */
export class ProblemRecordsQueryDto {
  @Transform(toInt) @IsInt({ message: TEACHER_MESSAGES.gidRequired }) gid: number;

  @Transform(uidText)
  @IsString({ message: TEACHER_MESSAGES.uidRequired })
  @IsNotEmpty({ message: TEACHER_MESSAGES.uidRequired })
  @MaxLength(32, { message: TEACHER_MESSAGES.uidRequired })
  uid: string;

  @Transform(toInt) @IsInt({ message: TEACHER_MESSAGES.pidRequired }) pid: number;
}

/** `DELETE /api/admin/class/training-records`. */
export class TrainingRecordsQueryDto {
  @Transform(toInt) @IsInt({ message: TEACHER_MESSAGES.tidRequired }) tid: number;

  @Transform(uidText)
  @IsString({ message: TEACHER_MESSAGES.uidRequired })
  @IsNotEmpty({ message: TEACHER_MESSAGES.uidRequired })
  @MaxLength(32, { message: TEACHER_MESSAGES.uidRequired })
  uid: string;
}
