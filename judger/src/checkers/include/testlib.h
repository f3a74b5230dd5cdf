/*
 * Verdict's testlib-compatible header for checkers and interactors.
 *
 * Implements the commonly used part of testlib's API (https://github.com/MikeMirzayanov/testlib)
 * so that ordinary checkers compile unchanged: registerTestlibCmd / registerInteraction /
 * registerValidation, the inf / ouf / ans streams with readInt, readLong, readDouble, readReal,
 * readToken, readWord, readLine, readString, readChar, readSpace, readEoln, readEof, eof,
 * seekEof, seekEoln; quit, quitf, quitp, quitif, ensure, ensuref, doubleCompare, compareWords.
 * Exit codes follow testlib: 0 ok, 1 wrong answer, 2 presentation error, 3 fail, 7 points.
 * A judge host that has the real testlib.h on its include path uses that one instead.
 */
#ifndef VERDICT_TESTLIB_H
#define VERDICT_TESTLIB_H
#define _TESTLIB_H_

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <limits>
#include <string>
#include <vector>

enum TResult { _ok = 0, _wa = 1, _pe = 2, _fail = 3, _dirt = 4, _points = 7, _unexpected_eof = 8, _partially = 16 };
enum TMode { _input, _output, _answer };

const double EPS = 1E-6;
static std::ofstream tout;
static bool __testlib_interactive = false;

inline std::string vformat_(const char *fmt, va_list ap) {
  va_list copy;
  va_copy(copy, ap);
  int n = std::vsnprintf(nullptr, 0, fmt, copy);
  va_end(copy);
  std::string out(n > 0 ? n : 0, '\0');
  if (n > 0) std::vsnprintf(&out[0], n + 1, fmt, ap);
  return out;
}

inline std::string format(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::string s = vformat_(fmt, ap);
  va_end(ap);
  return s;
}

template <typename T> std::string vtos(const T &t) { return std::to_string(t); }
inline std::string vtos(const std::string &t) { return t; }
inline std::string englishEnding(int x) {
  x %= 100;
  if (x / 10 == 1) return "th";
  if (x % 10 == 1) return "st";
  if (x % 10 == 2) return "nd";
  if (x % 10 == 3) return "rd";
  return "th";
}
inline std::string upperCase(std::string s) {
  for (auto &c : s) c = (char)std::toupper((unsigned char)c);
  return s;
}
inline std::string lowerCase(std::string s) {
  for (auto &c : s) c = (char)std::tolower((unsigned char)c);
  return s;
}

[[noreturn]] inline void quit(TResult result, const std::string &message) {
  static const char *names[] = {"ok", "wrong answer", "wrong output format", "FAIL", "wrong output format"};
  const char *name = result <= _dirt ? names[result] : (result == _points ? "points" : "wrong answer");
  if (result == _dirt) result = _pe;
  if (result == _unexpected_eof) result = _pe;
  std::fprintf(stderr, "%s %s\n", name, message.c_str());
  if (__testlib_interactive) tout.close();
  std::exit(result);
}

[[noreturn]] inline void quit(TResult result, const char *message) { quit(result, std::string(message)); }

[[noreturn]] inline void quitf(TResult result, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::string s = vformat_(fmt, ap);
  va_end(ap);
  quit(result, s);
}

/* Partial score: `points` is a fraction of the test's score. */
[[noreturn]] inline void quitp(double points, const char *fmt = "", ...) {
  va_list ap;
  va_start(ap, fmt);
  std::string s = vformat_(fmt, ap);
  va_end(ap);
  std::fprintf(stderr, "points %.10g %s\n", points, s.c_str());
  std::exit(_points);
}
[[noreturn]] inline void quitp(int points, const char *fmt = "", ...) {
  va_list ap;
  va_start(ap, fmt);
  std::string s = vformat_(fmt, ap);
  va_end(ap);
  std::fprintf(stderr, "points %d %s\n", points, s.c_str());
  std::exit(_points);
}

#define quitif(cond, result, ...) \
  do {                            \
    if (cond) quitf(result, __VA_ARGS__); \
  } while (0)
#define ensuref(cond, ...) \
  do {                     \
    if (!(cond)) quitf(_fail, __VA_ARGS__); \
  } while (0)
#define ensure(cond) \
  do {               \
    if (!(cond)) quit(_fail, "Condition failed: \"" #cond "\""); \
  } while (0)

inline bool doubleCompare(double expected, double result, double maxError) {
  if (std::isnan(expected)) return std::isnan(result);
  if (std::isinf(expected)) return expected == result;
  if (std::isnan(result) || std::isinf(result)) return false;
  if (std::fabs(result - expected) <= maxError + 1E-15) return true;
  double lo = std::min(expected * (1.0 - maxError), expected * (1.0 + maxError));
  double hi = std::max(expected * (1.0 - maxError), expected * (1.0 + maxError));
  return result + 1E-15 >= lo && result <= hi + 1E-15;
}

struct InStream {
  FILE *file = nullptr;
  TMode mode = _input;
  std::string name;

  void init(FILE *f, TMode m) {
    file = f;
    mode = m;
    name = m == _input ? "input" : m == _output ? "output" : "answer";
  }
  void init(const char *path, TMode m) {
    FILE *f = std::fopen(path, "rb");
    if (!f) quitf(_fail, "cannot open %s file %s", m == _input ? "input" : m == _output ? "output" : "answer", path);
    init(f, m);
  }
  /* Bad contestant output is a presentation problem; bad input or answer is the checker's failure. */
  [[noreturn]] void fail(const std::string &what) { ::quit(mode == _output ? _pe : _fail, what); }
  [[noreturn]] void quitf(TResult result, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    std::string s = vformat_(fmt, ap);
    va_end(ap);
    ::quit(result, s);
  }
  [[noreturn]] void quit(TResult result, const char *msg) { ::quit(result, msg); }

  int peek() {
    int c = std::getc(file);
    if (c != EOF) std::ungetc(c, file);
    return c;
  }
  static bool blank(int c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
  void skipBlanks() {
    int c;
    while ((c = std::getc(file)) != EOF && blank(c)) {
    }
    if (c != EOF) std::ungetc(c, file);
  }
  bool eof() { return peek() == EOF; }
  bool seekEof() {
    skipBlanks();
    return eof();
  }
  bool eoln() {
    int c = peek();
    return c == '\n' || c == '\r' || c == EOF;
  }
  bool seekEoln() {
    int c;
    while ((c = peek()) == ' ' || c == '\t') std::getc(file);
    return eoln();
  }
  void readEoln() {
    int c = std::getc(file);
    if (c == '\r') c = std::getc(file);
    if (c != '\n') fail(format("expected end of line in %s", name.c_str()));
  }
  void readSpace() {
    if (std::getc(file) != ' ') fail(format("expected space in %s", name.c_str()));
  }
  void readEof() {
    if (!eof()) fail(format("expected end of file in %s", name.c_str()));
  }
  char readChar() {
    int c = std::getc(file);
    if (c == EOF) fail(format("unexpected end of file in %s", name.c_str()));
    return (char)c;
  }
  std::string readToken() {
    skipBlanks();
    std::string s;
    int c;
    while ((c = std::getc(file)) != EOF && !blank(c)) s.push_back((char)c);
    if (c != EOF) std::ungetc(c, file);
    if (s.empty()) fail(format("unexpected end of file in %s: expected a token", name.c_str()));
    return s;
  }
  std::string readWord() { return readToken(); }
  std::string readToken(const std::string &, const std::string & = "") { return readToken(); }
  std::string readWord(const std::string &, const std::string & = "") { return readToken(); }
  std::string readLine() {
    std::string s;
    int c;
    if (peek() == EOF) fail(format("unexpected end of file in %s: expected a line", name.c_str()));
    while ((c = std::getc(file)) != EOF && c != '\n') s.push_back((char)c);
    if (!s.empty() && s.back() == '\r') s.pop_back();
    return s;
  }
  std::string readString() { return readLine(); }
  std::string readLine(const std::string &, const std::string & = "") { return readLine(); }
  std::string readString(const std::string &, const std::string & = "") { return readLine(); }

  long long readLong() {
    std::string t = readToken();
    char *end = nullptr;
    errno = 0;
    long long v = std::strtoll(t.c_str(), &end, 10);
    if (*end || errno) fail(format("expected an integer in %s, found \"%s\"", name.c_str(), t.c_str()));
    return v;
  }
  long long readLong(long long lo, long long hi, const std::string &what = "") {
    long long v = readLong();
    if (v < lo || v > hi) fail(format("%s=%lld out of range [%lld, %lld] in %s", what.c_str(), v, lo, hi, name.c_str()));
    return v;
  }
  int readInt() {
    long long v = readLong();
    if (v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max()) fail(format("integer %lld does not fit in int in %s", v, name.c_str()));
    return (int)v;
  }
  int readInt(int lo, int hi, const std::string &what = "") { return (int)readLong(lo, hi, what); }
  int readInteger() { return readInt(); }
  long long readLong(long long lo, long long hi, const char *what) { return readLong(lo, hi, std::string(what)); }
  double readDouble() {
    std::string t = readToken();
    char *end = nullptr;
    double v = std::strtod(t.c_str(), &end);
    if (*end) fail(format("expected a number in %s, found \"%s\"", name.c_str(), t.c_str()));
    return v;
  }
  double readDouble(double lo, double hi, const std::string &what = "") {
    double v = readDouble();
    if (v < lo || v > hi) fail(format("%s=%g out of range [%g, %g] in %s", what.c_str(), v, lo, hi, name.c_str()));
    return v;
  }
  double readReal() { return readDouble(); }
  double readReal(double lo, double hi, const std::string &what = "") { return readDouble(lo, hi, what); }
  template <typename T> std::vector<T> readInts(int n, T lo, T hi) {
    std::vector<T> v(n);
    for (auto &x : v) x = (T)readLong(lo, hi);
    return v;
  }
};

static InStream inf, ouf, ans;

inline void registerTestlibCmd(int argc, char *argv[]) {
  if (argc < 4) quit(_fail, "usage: checker <input> <output> <answer>");
  inf.init(argv[1], _input);
  ouf.init(argv[2], _output);
  ans.init(argv[3], _answer);
}

inline void registerTestlib(int argc, ...) {
  (void)argc;
  quit(_fail, "registerTestlib is not supported; use registerTestlibCmd");
}

/* Interactor: stdin/stdout talk to the contestant; argv: <input> <tout> [<answer>]. */
inline void registerInteraction(int argc, char *argv[]) {
  if (argc < 3) quit(_fail, "usage: interactor <input> <output> [<answer>]");
  __testlib_interactive = true;
  inf.init(argv[1], _input);
  tout.open(argv[2]);
  ouf.init(stdin, _output);
  if (argc > 3) ans.init(argv[3], _answer);
}

inline void registerValidation() { inf.init(stdin, _input); }
inline void registerValidation(int, char *[]) { registerValidation(); }

inline std::string compareWords(const std::string &a, const std::string &b) { return a == b ? "" : "differ"; }

#endif
