import { createServer, Server, Socket } from 'node:net';
import { AddressInfo } from 'node:net';

/** A mail as an SMTP server received it, with the login the client gave. */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  /** `user\0password` from AUTH PLAIN or LOGIN, or null without a login. */
  login: string | null;
}

export interface SmtpSink {
  port: number;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port that accepts every mail (and every login) and keeps
 * it, so a test can send through the product's own SMTP client and read what arrived.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serve(socket, mails);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function serve(socket: Socket, mails: ReceivedMail[]): void {
  let mail: ReceivedMail = { from: '', to: [], data: '', login: null };
  let login: string | null = null;
  let state: 'command' | 'data' | 'auth-user' | 'auth-pass' = 'command';
  let user = '';
  let buffered = '';
  const reply = (line: string) => socket.write(`${line}\r\n`);
  const decode = (text: string) => Buffer.from(text, 'base64').toString('utf8');
  reply('220 sink ESMTP ready');
  socket.on('data', (chunk) => {
    buffered += chunk.toString('utf8');
    for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      if (state === 'data') {
        if (line === '.') {
          mails.push({ ...mail, login });
          mail = { from: '', to: [], data: '', login: null };
          state = 'command';
          reply('250 queued');
        } else {
          mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
        }
        continue;
      }
      if (state === 'auth-user') {
        user = decode(line);
        state = 'auth-pass';
        reply('334 UGFzc3dvcmQ6');
        continue;
      }
      if (state === 'auth-pass') {
        login = `${user}\0${decode(line)}`;
        state = 'command';
        reply('235 accepted');
        continue;
      }
      const [verb, ...rest] = line.split(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          socket.write('250-sink\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
          break;
        case 'HELO':
          reply('250 sink');
          break;
        case 'AUTH':
          if (rest[0]?.toUpperCase() === 'PLAIN' && rest[1]) {
            login = decode(rest[1]).replace(/^\0/, '');
            reply('235 accepted');
          } else {
            state = 'auth-user';
            reply('334 VXNlcm5hbWU6');
          }
          break;
        case 'MAIL':
          mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 ok');
          break;
        case 'RCPT':
          mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 ok');
          break;
        case 'DATA':
          state = 'data';
          reply('354 go ahead');
          break;
        case 'QUIT':
          reply('221 bye');
          socket.end();
          break;
        default:
          reply('250 ok');
      }
    }
  });
}
