import { useEffect, useState } from 'react';
import { JudgeStatus } from '@verdict/common';
import { useTranslation } from 'react-i18next';
import { TEST_INPUT_MAX_LENGTH } from '@verdict/common';
import { TabStrip } from '@/components/ui/tabs';
import { parseExamples } from '@/lib/parse-examples';
import { toast } from '@/stores/ui';
import type { ProblemDetail } from '@/types/problem';
import { useCodeValidation } from '../../hooks/use-code-validation';
import { useSubmitCooldown } from '../../hooks/use-submit-cooldown';
import { TestResultView } from './test-result-view';
import { useTestJudge } from './use-test-judge';

interface TestJudgeDrawerProps {
  detail: ProblemDetail;
  code: string;
  language: string;
  onClose: () => void;
  /** The compiler output of a test run that failed to compile (null once a run compiled). */
  onCompileOutput: (language: string, output: string | null) => void;
}

/** The online-test drawer: test input, test result and a run button. */
export function TestJudgeDrawer({ detail, code, language, onClose, onCompileOutput }: TestJudgeDrawerProps) {
  const { t } = useTranslation();
  const samples = parseExamples(detail.problem.examples);
  const [input, setInput] = useState(samples[0]?.input ?? '');
  const [expected, setExpected] = useState(samples[0]?.output ?? '');
  const [tab, setTab] = useState(0);
  const validate = useCodeValidation();
  const cooldown = useSubmitCooldown('test');
  const test = useTestJudge((error) => {
    cooldown.refused(error);
    setTab(0);
  });
  const { result, ran } = test;
  useEffect(() => {
    if (!result || !ran) return;
    onCompileOutput(ran.language, result.status === JudgeStatus.COMPILE_ERROR ? (result.stderr ?? '') : null);
  }, [result, ran, onCompileOutput]);

  const run = () => {
    if (!validate(code)) return;
    if (input.length > TEST_INPUT_MAX_LENGTH)
      return toast('error', t('testJudge.inputTooLong', { max: TEST_INPUT_MAX_LENGTH }));
    setTab(1);
    void test
      .run({
        code,
        language,
        pid: detail.problem.id,
        problemID: detail.problem.problemId,
        userInput: input,
        expectedOutput: expected,
        mode: detail.problem.judgeMode ?? 'default',
        isRemoteJudge: Boolean(detail.problem.isRemote),
      })
      .then((taken) => taken && cooldown.started());
  };

  return (
    <section className="border-b border-slate-200 bg-slate-50 p-2" data-testid="test-drawer">
      <div className="flex flex-wrap items-center gap-2">
        <TabStrip
          size="sm"
          tabs={[
            { label: t('testJudge.input') },
            { label: t('testJudge.result'), testId: 'test-result-tab' },
          ]}
          selected={tab}
          onSelect={setTab}
        />
        <div className="ml-auto flex gap-1">
          {samples.map((sample, index) => (
            <button
              key={index}
              type="button"
              className="btn btn-sm"
              onClick={() => {
                setInput(sample.input);
                setExpected(sample.output);
                setTab(0);
              }}
            >
              {t('testJudge.useSample', { index: index + 1 })}
            </button>
          ))}
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={test.phase === 'running' || cooldown.secondsLeft > 0}
            onClick={run}
            data-testid="run-test"
          >
            {cooldown.secondsLeft > 0
              ? t('testJudge.runAfter', { seconds: cooldown.secondsLeft })
              : t('testJudge.run')}
          </button>
          <button type="button" className="btn btn-sm" onClick={onClose} aria-label={t('common.close')}>
            ✕
          </button>
        </div>
      </div>
      {tab === 0 ? (
        <div className="mt-2 grid gap-2 md:grid-cols-2">
          <label className="text-xs text-slate-600">
            {t('testJudge.input')}
            <textarea
              className="input mt-1 h-28 font-mono"
              value={input}
              maxLength={TEST_INPUT_MAX_LENGTH}
              onChange={(event) => setInput(event.target.value)}
              data-testid="test-input"
            />
          </label>
          <label className="text-xs text-slate-600">
            {t('testJudge.expectedOutput')}
            <textarea
              className="input mt-1 h-28 font-mono"
              value={expected}
              onChange={(event) => setExpected(event.target.value)}
            />
          </label>
        </div>
      ) : (
        <div className="mt-2">
          <TestResultView phase={test.phase} result={test.result} ran={test.ran} samples={samples} />
        </div>
      )}
    </section>
  );
}
