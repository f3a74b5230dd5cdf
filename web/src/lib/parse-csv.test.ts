import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-csv';

describe('parseCsv', () => {
  it.each([
    [
      'plain rows',
      'ann,secret1\nbob,secret2',
      [
        ['ann', 'secret1'],
        ['bob', 'secret2'],
      ],
    ],
    [
      'CRLF and a final newline',
      'ann,secret1\r\nbob,secret2\r\n',
      [
        ['ann', 'secret1'],
        ['bob', 'secret2'],
      ],
    ],
    ['a byte-order mark', '\uFEFFann,secret1', [['ann', 'secret1']]],
    ['empty optional cells', 'ann,secret1,,Ann', [['ann', 'secret1', '', 'Ann']]],
    ['quoted commas and quotes', 'ann,"se,c""ret"', [['ann', 'se,c"ret']]],
    ['a quoted newline', '"a\nb",x', [['a\nb', 'x']]],
    ['blank lines kept as empty rows', 'ann,s1\n\nbob,s2', [['ann', 's1'], [], ['bob', 's2']]],
    ['Chinese text', '张三,secret1,,张三', [['张三', 'secret1', '', '张三']]],
  ])('reads %s', (_name, text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });
});
