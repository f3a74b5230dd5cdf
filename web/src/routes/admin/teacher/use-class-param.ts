import { useParams } from 'react-router-dom';
import { idParam } from './id-param';

/** The class id of the path (`:classId`); 0 when it is not a number, which loads nothing. */
export function useClassParam(): number {
  return idParam(useParams().classId);
}
