import { RIGHT_MIN_CODE_PX } from '@/lib/split-layout';
import type { ProblemDetail } from '@/types/problem';
import { CodePanel } from './code-panel';
import { SkipToEditor } from './skip-to-editor';
import { ProblemTabs } from './problem-tabs';
import { SplitPane } from './split-pane';

export function CodingWorkspace({ detail }: { detail: ProblemDetail }) {
  return (
    <>
      <SkipToEditor />
      <SplitPane
        rightMinPx={RIGHT_MIN_CODE_PX}
        left={
          <div className="card min-h-full p-4">
            <ProblemTabs detail={detail} />
          </div>
        }
        right={<CodePanel detail={detail} />}
      />
    </>
  );
}
