import { describe, expect, it } from 'vitest';
import type { ProblemDetail } from '@/types/problem';
import { templateFor } from './use-code-draft';

const detail = (codeTemplate: Record<string, string>) => ({ codeTemplate }) as unknown as ProblemDetail;

describe('templateFor', () => {
  it("starts from the problem's own template when it has one", () => {
    expect(templateFor(detail({ 'C++': '// fill in solve()\n' }), 'C++')).toBe('// fill in solve()\n');
  });

  it("else from the language's neutral template: an include, a namespace and an empty main", () => {
    expect(templateFor(detail({}), 'C++')).toBe(
      '#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n    return 0;\n}\n',
    );
  });
});
