import { useSearchParams } from 'react-router-dom';
import { idParam } from './id-param';

/** The class a group screen is narrowed to, kept in the address (`?classId=`) so links can carry it. */
export function useClassFilter(): [number, (classId: number) => void] {
  const [params, setParams] = useSearchParams();
  const classId = idParam(params.get('classId'));
  const setClassId = (next: number) => setParams(next ? { classId: String(next) } : {}, { replace: true });
  return [classId, setClassId];
}
