import { useLocation } from 'react-router-dom';

/** What links to a student's screens carry along (`state`), so the screen can name the student at once. */
export interface StudentLinkState {
  username?: string;
}

/** The student's name from the link that opened the screen, else their uid. */
export function useStudentName(uid: string): string {
  const state = useLocation().state as StudentLinkState | null;
  return state?.username || uid;
}
