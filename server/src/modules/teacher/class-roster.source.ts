import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { GroupMemberAuth } from '@verdict/common';
import { AccessSource } from '../access/access-sources';
import type { ClassPlacement, ClassRoster } from '../access/class-roster';
import type { Viewer } from '../access/viewer';
import { GroupDirectory } from '../group/group-directory';
import { GroupClassEntity, GroupClassStudentEntity } from './group-class.entity';

/**
 * Who is whose student, for the access service: the groups where a user sits in a class whose
 * group the teacher administers (auth 4 or 5), with both member roles there (the group module's).
 */
@Injectable()
@AccessSource('roster')
export class ClassRosterSource implements ClassRoster {
  constructor(
    @InjectRepository(GroupClassEntity) private readonly classes: Repository<GroupClassEntity>,
    @InjectRepository(GroupClassStudentEntity) private readonly students: Repository<GroupClassStudentEntity>,
    private readonly groups: GroupDirectory,
  ) {}

  async placementsOf(teacher: Pick<Viewer, 'uid'>, studentUid: string): Promise<ClassPlacement[]> {
    const classGroups = await this.students
      .createQueryBuilder('s')
      .innerJoin(GroupClassEntity, 'c', 'c.id = s.classId')
      .select('DISTINCT c.gid', 'gid')
      .where('s.uid = :student', { student: studentUid })
      .getRawMany<{ gid: number | string }>();
    const gids = classGroups.map((row) => Number(row.gid));
    const auths = await this.groups.authsIn(gids, [teacher.uid, studentUid]);
    return gids.flatMap((gid) => {
      const teacherAuth = auths.get(gid)?.get(teacher.uid) ?? 0;
      if (teacherAuth < GroupMemberAuth.ADMIN) return [];
      return [{ gid, teacherAuth, studentAuth: auths.get(gid)?.get(studentUid) ?? 0 }];
    });
  }

  async studentsOf(gid: number, classId: number): Promise<string[] | null> {
    const found = await this.classes.findOne({ where: { id: classId }, select: { id: true, gid: true } });
    if (!found || found.gid !== gid) return null;
    const rows = await this.students.find({ where: { classId }, select: { uid: true } });
    return rows.map((row) => row.uid);
  }
}
