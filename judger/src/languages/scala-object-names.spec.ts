import { scalaMainObject } from './scala-object-names';

describe('scalaMainObject', () => {
  it('finds the object declaring main, whatever its name', () => {
    expect(scalaMainObject('object Different {\n  def main(args: Array[String]) {\n  }\n}\n')).toBe(
      'Different',
    );
  });

  it('prefers the object with main over an earlier helper object', () => {
    const source =
      'object Util { def gcd(a: Int, b: Int): Int = 0 }\nobject Solve { def main(args: Array[String]): Unit = {} }';
    expect(scalaMainObject(source)).toBe('Solve');
  });

  it('takes an object extending App', () => {
    expect(scalaMainObject('object Go extends App {\n  println(1)\n}\n')).toBe('Go');
  });

  it('ignores a main nested deeper, and names in comments and strings', () => {
    const source =
      '// object Fake { def main }\nobject Outer {\n  object Inner { def main(a: Array[String]) = () }\n  val s = "object Str { def main }"\n}\n';
    expect(scalaMainObject(source)).toBeUndefined();
  });

  it('gives nothing for a source without an object', () => {
    expect(scalaMainObject('class Foo { def main(a: Array[String]) = () }')).toBeUndefined();
  });
});
