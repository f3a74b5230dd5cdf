import { javaClassNames, type JavaClassNames } from './java-class-names';

const MAIN = 'public static void main(String[] args) { System.out.println(1); }';

describe('javaClassNames', () => {
  it.each<[string, string, JavaClassNames]>([
    ['Main, the template', `public class Main { ${MAIN} }`, { publicClass: 'Main', mainClass: 'Main' }],
    [
      'Kattis style: any public name',
      `public class Hello { ${MAIN} }`,
      { publicClass: 'Hello', mainClass: 'Hello' },
    ],
    ['no public class: the class holding main', `class Solution { ${MAIN} }`, { mainClass: 'Solution' }],
    [
      'helper classes before the one holding main',
      `class Pair { int a, b; }\nclass Reader { int next() { return 0; } }\nclass Sol { ${MAIN} }`,
      { mainClass: 'Sol' },
    ],
    [
      'public class without main: the file is named after it, another class runs',
      `public class Library { static int f() { return 1; } }\nclass Runner { ${MAIN} }`,
      { publicClass: 'Library', mainClass: 'Runner' },
    ],
    [
      'main in the public class wins over an earlier one',
      `class Test { ${MAIN} }\npublic class Real { ${MAIN} }`,
      { publicClass: 'Real', mainClass: 'Real' },
    ],
    [
      'imports, annotations, generics and modifiers',
      `import java.util.*;\nimport static java.lang.Math.max;\n@SuppressWarnings("unchecked")\npublic final class Box<T extends Comparable<T>> implements Runnable {\n  public void run() {}\n  static public void main(final String... a) throws Exception {}\n}`,
      { publicClass: 'Box', mainClass: 'Box' },
    ],
    [
      'nested classes and a nested main do not count',
      `public class Outer {\n  static class Inner { public static void main(String[] a) {} }\n  class FastReader { }\n}`,
      { publicClass: 'Outer' },
    ],
    [
      'class-like words in comments and literals are ignored',
      `// public class Fake { ${MAIN} }\n/* public class Fake2 {} */\nclass Real {\n  String s = "public class InString { static void main( }";\n  char c = '{';\n  String t = """\n    class InTextBlock { static void main(\n    """;\n  ${MAIN}\n}`,
      { mainClass: 'Real' },
    ],
    [
      'a method called main that is not static, or main2',
      `class A { public void main(String[] a) {} }\nclass B { static void main2(String[] a) {} }\nclass C { ${MAIN} }`,
      { mainClass: 'C' },
    ],
    [
      'main declared after a static initialiser and an array field',
      `class Sol {\n  static int[] primes = {2, 3, 5};\n  static { primes[0] = 2; }\n  ${MAIN}\n}`,
      { mainClass: 'Sol' },
    ],
    ['an enum may hold main', `enum Solve { A, B; ${MAIN} }`, { mainClass: 'Solve' }],
    [
      'a record with components',
      `public record Point(int x, int y) { ${MAIN} }`,
      { publicClass: 'Point', mainClass: 'Point' },
    ],
    [
      'an annotation type is not a class',
      `@interface Marker {}\nclass Sol { ${MAIN} }`,
      { mainClass: 'Sol' },
    ],
    [
      'a Unicode class name',
      `public class Lösung { ${MAIN} }`,
      { publicClass: 'Lösung', mainClass: 'Lösung' },
    ],
    ['nothing declared', 'int main() { return 0; }', {}],
    ['an unterminated comment', `class Sol { ${MAIN} } /* no end`, { mainClass: 'Sol' }],
    ['an empty source', '', {}],
  ])('%s', (_name, source, expected) => {
    expect(javaClassNames(source)).toEqual(expected);
  });
});
