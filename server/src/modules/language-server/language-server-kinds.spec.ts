import { languageServerKind } from './language-server-kinds';

describe('languageServerKind', () => {
  it('gives clangd the judge compile flags of the language, without compiler, files or libraries', () => {
    const kind = languageServerKind('C++ 17 With O2')!;
    expect(kind.command[0]).toBe('clangd');
    expect(kind.file).toBe('main.cpp');
    expect(kind.languageId).toBe('cpp');
    expect(kind.files['compile_flags.txt'].trim().split('\n')).toEqual([
      '-DONLINE_JUDGE',
      '-w',
      '-fmax-errors=1',
      '-std=c++17',
      '-O2',
    ]);
    expect(languageServerKind('C')!.files['compile_flags.txt']).toContain('-std=c11');
    expect(languageServerKind('C')!.languageId).toBe('c');
  });

  it('gives Python3 pylsp, configured after initialized, and other languages nothing', () => {
    const kind = languageServerKind('Python3')!;
    expect(kind).toMatchObject({ command: ['pylsp'], file: 'main.py', languageId: 'python', files: {} });
    expect(kind.afterInitialized[0].method).toBe('workspace/didChangeConfiguration');
    expect(languageServerKind('Java')).toBeNull();
    expect(languageServerKind('Cobol')).toBeNull();
  });
});
