/** Parsing of raw RESP2 stream replies (sendCommand gives nested arrays of strings). */

export interface StreamEntry {
  stream: string;
  id: string;
  fields: Record<string, string>;
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function toFields(raw: unknown): Record<string, string> {
  const list = asArray(raw).map(String);
  const fields: Record<string, string> = {};
  for (let i = 0; i + 1 < list.length; i += 2) fields[list[i]] = list[i + 1];
  return fields;
}

/** Entries of one stream: [[id, [k, v, ...]], ...]; deleted entries come as [id, null]. */
export function parseEntries(stream: string, raw: unknown): StreamEntry[] {
  return asArray(raw)
    .map(asArray)
    .filter((entry) => entry.length === 2 && entry[1] !== null)
    .map((entry) => ({ stream, id: String(entry[0]), fields: toFields(entry[1]) }));
}

/** XREAD / XREADGROUP: [[stream, entries], ...] or null. */
export function parseReadReply(raw: unknown): StreamEntry[] {
  return asArray(raw).flatMap((item) => {
    const [stream, entries] = asArray(item);
    return parseEntries(String(stream), entries);
  });
}

/** XAUTOCLAIM: [nextId, entries, deletedIds]. */
export function parseAutoClaimReply(stream: string, raw: unknown): StreamEntry[] {
  return parseEntries(stream, asArray(raw)[1]);
}

/** Where the next XAUTOCLAIM of a scan starts; '0-0' when the pending list was scanned to its end. */
export function autoClaimCursor(raw: unknown): string {
  const next = asArray(raw)[0];
  return next === undefined || next === null ? '0-0' : String(next);
}
