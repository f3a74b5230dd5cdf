/** Columns the teacher's lists share, so a student or a date reads the same on every screen. */
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import type { AdminColumn } from '../../components/admin-table';
import { ProgressCell } from './progress-cell';

type Translate = (key: string) => string;

interface StudentFields {
  username: string;
  realname: string | null;
  ac: number;
  problemCount: number;
}

/** The student's name (plain unless the screen links it) and real name. */
export function studentColumns<Row extends StudentFields>(
  t: Translate,
  username: (row: Row) => ReactNode = (row) => row.username,
  usernameClass = 'py-2 pr-2 font-medium',
): AdminColumn<Row>[] {
  return [
    { header: t('teacher.username'), cell: username, className: usernameClass },
    { header: t('teacher.realname'), cell: (row) => row.realname ?? '', className: 'py-2 pr-2' },
  ];
}

/** Homework problems solved out of all, with a bar. */
export function progressColumn<Row extends StudentFields>(
  t: Translate,
  className?: string,
): AdminColumn<Row> {
  return {
    header: t('teacher.progress'),
    cell: (row) => <ProgressCell ac={row.ac} problemCount={row.problemCount} />,
    className,
  };
}

/** When the student joined the class. */
export function joinedColumn<Row extends { joinTime: string }>(t: Translate): AdminColumn<Row> {
  return timeColumn(t('teacher.joined'), (row) => row.joinTime);
}

/** When the class or the homework was made. */
export function createdColumn<Row extends { gmtCreate: string }>(t: Translate): AdminColumn<Row> {
  return timeColumn(t('teacher.class.created'), (row) => row.gmtCreate);
}

function timeColumn<Row>(header: string, time: (row: Row) => string): AdminColumn<Row> {
  return { header, cell: (row) => formatDateTime(time(row)), className: 'py-2 pr-2 whitespace-nowrap' };
}
