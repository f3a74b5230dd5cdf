import type { Socket } from 'socket.io';
import { localeOf } from './locale-of';
import type { Locale } from './locale';

/**
 * The language a socket's messages are put in: the one the web app says it shows
 * (`auth.language`, sent again at every reconnection), else the handshake's `Accept-Language`,
 * which is the browser's own and may differ from the language the user picked on the site.
 */
export function socketLocale(socket: Pick<Socket, 'handshake'>): Locale {
  const language = (socket.handshake.auth as { language?: unknown } | undefined)?.language;
  return localeOf(
    typeof language === 'string' && language ? language : socket.handshake.headers['accept-language'],
  );
}
