import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { GroupMemberAuth } from '@verdict/common';
import { AccessService } from '../access/access.service';
import type { ClassPlacement, ClassRoster } from '../access/class-roster';
import type { Viewer } from '../access/viewer';
import { GroupMemberEntity } from '../group/group-member.entity';
import { GroupClassEntity, GroupClassStudentEntity } from './group-class.entity';

/**
 * Who is whose student, for the access service: the groups where a user sits in a class whose
 * group the teacher administers (auth 4 or 5), with both member roles there.
 */
@Injectable()
export class ClassRosterSource implements ClassRoster, OnModuleInit {
  constructor(
    private readonly access: AccessService,
    @InjectRepository(GroupClassStudentEntity) private readonly students: Repository<GroupClassStudentEntity>,
  ) {}

  onModuleInit(): void {
    this.access.registerRoster(this);
  }

  async placementsOf(teacher: Viewer, studentUid: string): Promise<ClassPlacement[]> {
    const rows = await this.students
      .createQueryBuilder('s')
      .innerJoin(GroupClassEntity, 'c', 'c.id = s.classId')
      .innerJoin(GroupMemberEntity, 't', 't.gid = c.gid AND t.uid = :teacher', { teacher: teacher.uid })
      .leftJoin(GroupMemberEntity, 'm', 'm.gid = c.gid AND m.uid = s.uid')
      .select('c.gid', 'gid')
      .addSelect('t.auth', 'teacherAuth')
      .addSelect('m.auth', 'studentAuth')
      .where('s.uid = :student', { student: studentUid })
      .andWhere('t.auth >= :admin', { admin: GroupMemberAuth.ADMIN })
      .getRawMany<{
        gid: number | string;
        teacherAuth: number | string;
        studentAuth: number | string | null;
      }>();
    return rows.map((row) => ({
      gid: Number(row.gid),
      teacherAuth: Number(row.teacherAuth),
      studentAuth: Number(row.studentAuth ?? 0),
    }));
  }
}
