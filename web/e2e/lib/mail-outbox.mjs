/** Reads the 6-digit code the server "mailed" to an address (files under $DATA_DIR/outbox/). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from './processes.mjs';

function decodeQuotedPrintable(text) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

function decodeBase64Parts(text) {
  return text.replace(/^([A-Za-z0-9+/=]{40,}\r?\n?)+/gm, (block) => {
    try {
      return Buffer.from(block.replace(/\s/g, ''), 'base64').toString('utf8');
    } catch {
      return block;
    }
  });
}

export async function readMailedCode(dataDir, email) {
  const outbox = join(dataDir, 'outbox');
  return waitFor(
    () => {
      if (!existsSync(outbox)) return null;
      const files = readdirSync(outbox).sort().reverse();
      for (const file of files) {
        const raw = readFileSync(join(outbox, file), 'utf8');
        if (!raw.includes(email) && !file.includes(email.replace(/[^\w.@-]/g, '_'))) continue;
        const body = decodeBase64Parts(decodeQuotedPrintable(raw));
        const match = /(?<!\d)(\d{6})(?!\d)/.exec(
          body
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join('\n') || body,
        );
        if (match) return match[1];
      }
      return null;
    },
    { timeoutMs: 20_000, what: `a mailed code for ${email}` },
  );
}
