/** A mail from the outbox as a reader sees it. */
export interface DecodedMail {
  subject: string;
  text: string;
}

function bytesOfQuotedPrintable(text: string, underscoreIsSpace: boolean): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (underscoreIsSpace && text[i] === '_') {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`); the space between two is not text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_all, _charset, kind: string, data: string) =>
      (kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : bytesOfQuotedPrintable(data, true)
      ).toString('utf8'),
    );
}

/**
 * Decodes a single-part text mail as nodemailer writes it (headers folded, a non-ASCII subject
 * as encoded words, the body in base64 or quoted-printable).
 */
export function decodeMail(raw: string): DecodedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? bytesOfQuotedPrintable(body.replace(/=\r?\n/g, ''), false).toString('utf8')
        : body;
  return { subject: decodeHeader(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}
