/**
 * A shared program lives in the link itself (`#code=…&lang=…`): nothing is stored on the server,
 * and the fragment never reaches it. The code is deflated and base64url-encoded, so a program of
 * a few hundred lines still makes a link that fits a chat message.
 */
import { CODE_MAX_LENGTH } from '@verdict/common';

/** The most a shared program can take in UTF-8 (3 bytes a UTF-16 unit at most): a link that inflates past it is refused. */
const MAX_CODE_BYTES = CODE_MAX_LENGTH * 3;

export interface SharedCode {
  code: string;
  language: string;
}

async function pipe(
  bytes: Uint8Array,
  through: CompressionStream | DecompressionStream,
  maxBytes = Infinity,
): Promise<Uint8Array> {
  const writer = through.writable.getWriter();
  // Failures show on the reading side; these only settle with it.
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => undefined);
  writer.close().catch(() => undefined);
  const chunks: Uint8Array[] = [];
  const reader = through.readable.getReader();
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value as Uint8Array);
    size += next.value.length;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error('The shared code is too large');
    }
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The fragment (without `#`) that holds the code. */
export async function encodeShareHash({ code, language }: SharedCode): Promise<string> {
  const packed = await pipe(new TextEncoder().encode(code), new CompressionStream('deflate-raw'));
  return new URLSearchParams({ code: toBase64Url(packed), lang: language }).toString();
}

/** The code a fragment holds; null when it holds none or it does not decode. */
export async function decodeShareHash(hash: string): Promise<SharedCode | null> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const packed = params.get('code');
  const language = params.get('lang');
  if (!packed || !language) return null;
  try {
    const bytes = await pipe(fromBase64Url(packed), new DecompressionStream('deflate-raw'), MAX_CODE_BYTES);
    return { code: new TextDecoder('utf-8', { fatal: true }).decode(bytes), language };
  } catch {
    return null;
  }
}
