/**
 * This site's languages AtCoder takes, each with the `data.LanguageId` of its submit form (the
 * 2023 language update). AtCoder compiles every C and C++ submission with -O2, so a language and
 * its "With O2" twin go to the same compiler; C++14 has no compiler of its own there and goes to
 * C++ 17, which accepts C++14 sources.
 */
export const ATCODER_LANGUAGES: Readonly<Record<string, string>> = {
  C: '5017', // C (gcc 12.2.0)
  'C With O2': '5017',
  'C++': '5053', // C++ 17 (gcc 12.2)
  'C++ With O2': '5053',
  'C++ 17': '5053',
  'C++ 17 With O2': '5053',
  'C++ 20': '5001', // C++ 20 (gcc 12.2)
  'C++ 20 With O2': '5001',
  Python3: '5055', // Python (CPython 3.11.4)
  Java: '5005', // Java (OpenJDK 17)
  'JavaScript Node': '5009', // JavaScript (Node.js 18.16.1)
  Golang: '5002', // Go (go 1.20.6)
  Rust: '5054', // Rust (rustc 1.70.0)
};
