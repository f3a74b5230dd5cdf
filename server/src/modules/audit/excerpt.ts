/** The start of a text on one line, as a label: white space runs become one space, the rest is cut at `length`. */
export function excerpt(text: string, length = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}
