/** Reads a quiz submission's "1.A" / "2:T" lines (the format the quiz page submits). */
export function parseQuizCode(code: string): Map<number, string> | null {
  const answers = new Map<number, string>();
  for (const line of code.split(/\r?\n/)) {
    const match = /^\s*(\d+)\s*[.:：)]\s*([A-Za-z]*)\s*$/.exec(line);
    if (match) answers.set(Number(match[1]), match[2].toUpperCase());
    else if (line.trim()) return null;
  }
  return answers.has(1) ? answers : null;
}
