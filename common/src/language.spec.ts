import { LANGUAGES } from './language';

describe('language templates', () => {
  it('start C++ from an include line, a namespace line and an empty main', () => {
    for (const language of LANGUAGES.filter((spec) => spec.name.startsWith('C++'))) {
      expect(language.template).toBe(
        '#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n    return 0;\n}\n',
      );
    }
  });

  it.each(LANGUAGES.map((spec) => [spec.name, spec] as const))(
    '%s: the editor template solves nothing, the self-test program adds A and B',
    (_name, spec) => {
      expect(spec.template).not.toMatch(/a \+ b|\+ v\[1\]|lines\[0\] \+/);
      expect(spec.aPlusB).not.toBe(spec.template);
    },
  );
});
