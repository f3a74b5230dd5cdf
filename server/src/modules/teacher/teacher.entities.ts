import { GroupClassEntity, GroupClassStudentEntity } from './group-class.entity';

export const TEACHER_ENTITIES = [GroupClassEntity, GroupClassStudentEntity];
