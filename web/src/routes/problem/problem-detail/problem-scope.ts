import { createContext, useContext } from 'react';

/** Where the problem page is opened: a contest (`cid` > 0) or the problem set (0). */
export const ProblemScopeContext = createContext<{ cid: number }>({ cid: 0 });

export const useProblemScope = () => useContext(ProblemScopeContext);
