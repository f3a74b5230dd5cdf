/** `{name}` is copied as it is; `{#name}` is looked up in the catalogue too (a field label, a reason). */
const PLACEHOLDER = /\{(#?)(\w+)\}/g;
const HAS_PLACEHOLDER = /\{#?\w+\}/;

interface Slot {
  name: string;
  translated: boolean;
}

interface Template {
  pattern: RegExp;
  slots: Slot[];
  target: string;
  /** Characters outside the placeholders: the longer, the more specific the template. */
  literalLength: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compileTemplate(key: string, target: string): Template {
  const slots: Slot[] = [];
  let pattern = '';
  let literalLength = 0;
  let last = 0;
  for (const match of key.matchAll(PLACEHOLDER)) {
    const literal = key.slice(last, match.index);
    pattern += `${escapeRegExp(literal)}([\\s\\S]+?)`;
    literalLength += literal.length;
    slots.push({ name: match[2], translated: match[1] === '#' });
    last = match.index + match[0].length;
  }
  const tail = key.slice(last);
  pattern += escapeRegExp(tail);
  literalLength += tail.length;
  return { pattern: new RegExp(`^${pattern}$`), slots, target, literalLength };
}

/**
 * The translations of one language, keyed by the default (English) text. A key with placeholders
 * (`Printing too fast, please wait {seconds} seconds and try again`) matches the finished
 * message, so the code that throws it stays as it is.
 */
export class MessageCatalogue {
  private readonly exact = new Map<string, string>();
  private readonly templates: Template[] = [];

  constructor(entries: Record<string, string>) {
    for (const [key, target] of Object.entries(entries)) {
      if (HAS_PLACEHOLDER.test(key)) this.templates.push(compileTemplate(key, target));
      else this.exact.set(key, target);
    }
    this.templates.sort((a, b) => b.literalLength - a.literalLength);
  }

  /** The translation of a default text, or undefined when the catalogue has no entry for it. */
  lookup(text: string): string | undefined {
    const exact = this.exact.get(text);
    if (exact !== undefined) return exact;
    for (const template of this.templates) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      const values = new Map<string, string>();
      template.slots.forEach((slot, index) => {
        const value = match[index + 1];
        values.set(slot.name, slot.translated ? (this.exact.get(value) ?? value) : value);
      });
      return template.target.replace(PLACEHOLDER, (_all, _hash, name: string) => values.get(name) ?? '');
    }
    return undefined;
  }
}
