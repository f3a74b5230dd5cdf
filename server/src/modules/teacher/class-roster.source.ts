import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { GroupMemberAuth } from '@verdict/common';
import { AccessSource } from '../access/access-sources';
import type { ClassPlacement, ClassRoster } from '../access/class-roster';
import type { Viewer } from '../access/viewer';
import { GroupMemberEntity } from '../group/group-member.entity';
import { GroupClassEntity, GroupClassStudentEntity } from './group-class.entity';

/**
 * Who is whose student, for the access service: the groups where a user sits in a class whose
 * group the teacher administers (auth 4 or 5), with both member roles there.
 */
@Injectable()
@AccessSource('roster')
export class ClassRosterSource implements ClassRoster {
  constructor(
    @InjectRepository(GroupClassEntity) private readonly classes: Repository<GroupClassEntity>,
    @InjectRepository(GroupClassStudentEntity) private readonly students: Repository<GroupClassStudentEntity>,
  ) {}

  async placementsOf(teacher: Pick<Viewer, 'uid'>, studentUid: string): Promise<ClassPlacement[]> {
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

  async studentsOf(gid: number, classId: number): Promise<string[] | null> {
    const found = await this.classes.findOne({ where: { id: classId }, select: { id: true, gid: true } });
    if (!found || found.gid !== gid) return null;
    const rows = await this.students.find({ where: { classId }, select: { uid: true } });
    return rows.map((row) => row.uid);
  }
}
