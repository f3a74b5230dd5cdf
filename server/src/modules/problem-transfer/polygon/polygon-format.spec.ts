import { isPlainStandardChecker, pathOfTest, readPolygonXml, splitCommand } from './polygon-format';

const XML = `<?xml version="1.0" encoding="utf-8" standalone="no"?>
<problem revision="3" short-name="a-plus-b">
  <names><name language="russian" value="A + B (ru)"/><name language="english" value="A + B"/></names>
  <statements>
    <statement charset="UTF-8" language="russian" path="statements/russian/problem.tex" type="application/x-tex"/>
    <statement charset="UTF-8" language="english" path="statements/english/problem.tex" type="application/x-tex"/>
  </statements>
  <judging cpu-name="x" cpu-speed="3600" input-file="" output-file="">
    <testset name="tests">
      <time-limit>2000</time-limit>
      <memory-limit>268435456</memory-limit>
      <test-count>3</test-count>
      <input-path-pattern>tests/%02d</input-path-pattern>
      <answer-path-pattern>tests/%02d.a</answer-path-pattern>
      <tests>
        <test method="manual" sample="true"/>
        <test cmd="gen 1 5" method="generated" points="10"/>
        <test cmd='gen "7 8" 2' method="generated"/>
      </tests>
    </testset>
  </judging>
  <files>
    <resources><file path="files/testlib.h" type="h.g++"/></resources>
    <executables><executable><source path="files/gen.cpp" type="cpp.g++17"/></executable></executables>
  </files>
  <assets>
    <checker name="std::ncmp.cpp" type="testlib"><source path="files/check.cpp" type="cpp.g++17"/></checker>
    <interactor><source path="files/interactor.cpp" type="cpp.g++17"/></interactor>
    <solutions>
      <solution tag="main"><source path="solutions/main.cpp" type="cpp.g++17"/></solution>
      <solution tag="wrong-answer"><source path="solutions/wa.py" type="python.3"/></solution>
    </solutions>
  </assets>
  <tags><tag value="math"/></tags>
</problem>`;

describe('readPolygonXml', () => {
  it('reads limits, tests, programs and solutions', () => {
    const d = readPolygonXml(XML);
    expect(d.shortName).toBe('a-plus-b');
    expect(d.names).toContainEqual({ language: 'english', value: 'A + B' });
    expect(d.statementLanguages).toEqual(['russian', 'english']);
    expect([d.timeLimitMs, d.memoryLimitMb]).toEqual([2000, 256]);
    expect(d.tests).toEqual([
      { index: 1, method: 'manual', cmd: undefined, sample: true, points: undefined },
      { index: 2, method: 'generated', cmd: 'gen 1 5', sample: false, points: 10 },
      { index: 3, method: 'generated', cmd: 'gen "7 8" 2', sample: false, points: undefined },
    ]);
    expect(d.executables).toEqual([{ path: 'files/gen.cpp', type: 'cpp.g++17' }]);
    expect(d.resources).toEqual(['files/testlib.h']);
    expect(d.checker).toEqual({
      name: 'std::ncmp.cpp',
      source: { path: 'files/check.cpp', type: 'cpp.g++17' },
    });
    expect(d.interactor?.source.path).toBe('files/interactor.cpp');
    expect(d.solutions.map((s) => [s.tag, s.path])).toEqual([
      ['main', 'solutions/main.cpp'],
      ['wrong-answer', 'solutions/wa.py'],
    ]);
    expect(d.tags).toEqual(['math']);
  });

  it('refuses a descriptor without a testset', () => {
    expect(() => readPolygonXml('<problem><judging/></problem>')).toThrow('problem.xml has no testset');
  });
});

describe('Polygon helpers', () => {
  it.each([
    ['tests/%02d', 3, 'tests/03'],
    ['tests/%02d.a', 12, 'tests/12.a'],
    ['tests/%d', 7, 'tests/7'],
  ])('%s with %i → %s', (pattern, index, path) => {
    expect(pathOfTest(pattern, index)).toBe(path);
  });

  it('splits generator commands with quotes', () => {
    expect(splitCommand('gen 1 "a b" -x')).toEqual({ program: 'gen', args: ['1', 'a b', '-x'] });
  });

  it.each([
    ['std::ncmp.cpp', true],
    ['std::wcmp.cpp', true],
    ['std::rcmp6.cpp', false],
    [undefined, false],
  ])('standard checker %s is plain: %s', (name, plain) => {
    expect(isPlainStandardChecker(name)).toBe(plain);
  });
});
