/** The parts of a problem statement the problem form has fields for. */
export interface StatementParts {
  title?: string;
  description: string;
  input: string;
  output: string;
  notes: string;
}

type Section = 'description' | 'input' | 'output' | 'notes';

const TEX_SECTION = /^\\section\*?\{\s*(input|output|notes?|explanation)\s*\}\s*$/i;
const MD_SECTION = /^#{2,3}\s+(input|output|notes?|explanation)\s*$/i;

function sectionOf(name: string): Section {
  const lower = name.toLowerCase();
  if (lower === 'input') return 'input';
  if (lower === 'output') return 'output';
  return 'notes';
}

/**
 * Splits a Kattis statement (`problem.en.tex` with `\problemname{…}` and `\section*{Input}`, or
 * `problem.en.md` with `# Title` and `## Input`) into the form's fields; the markup is kept.
 */
export function splitStatement(text: string, format: 'tex' | 'md'): StatementParts {
  const parts: Record<Section, string[]> = { description: [], input: [], output: [], notes: [] };
  let title: string | undefined;
  let current: Section = 'description';
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (format === 'tex') {
      const name = /^\\problemname\{(.*)\}\s*$/.exec(line.trim());
      if (name && title === undefined) {
        title = name[1].trim();
        continue;
      }
      if (/^\\(begin|end)\{document\}|^\\documentclass|^\\usepackage/.test(line.trim())) continue;
    } else if (title === undefined && /^#\s+\S/.test(line)) {
      title = line.replace(/^#\s+/, '').trim();
      continue;
    }
    const heading = (format === 'tex' ? TEX_SECTION : MD_SECTION).exec(line.trim());
    if (heading) {
      current = sectionOf(heading[1]);
      continue;
    }
    parts[current].push(line);
  }
  const join = (lines: string[]) => lines.join('\n').trim();
  return {
    title: title || undefined,
    description: join(parts.description),
    input: join(parts.input),
    output: join(parts.output),
    notes: join(parts.notes),
  };
}
