/**
 * This site's languages (`common/src/language.ts`) as Codeforces' submit form names them
 * (`programTypeId`). Codeforces has no C++14 compiler left worth choosing and compiles everything
 * with optimisation, so the plain and "With O2" variants share one compiler; C++14 code builds
 * unchanged as C++17.
 */
export const CODEFORCES_LANGUAGES: Readonly<Record<string, string>> = {
  C: '43', // GNU GCC C11 5.1.0
  'C With O2': '43',
  'C++': '54', // GNU G++17 7.3.0
  'C++ With O2': '54',
  'C++ 17': '54',
  'C++ 17 With O2': '54',
  'C++ 20': '89', // GNU G++20 13.2 (64 bit, winlibs)
  'C++ 20 With O2': '89',
  Python3: '31', // Python 3
  Java: '87', // Java 21 64bit
  'JavaScript Node': '55', // Node.js (64bit)
  Golang: '32', // Go
  Rust: '75', // Rust (2021)
};
