import { io, type Socket } from 'socket.io-client';

/**
 * A socket.io connection of one user to the API (or one of its namespaces: `${base}/im`), as the
 * web app opens it; rejects with the server's refusal.
 */
export async function openSocket(baseUrl: string, token: string, acceptLanguage?: string): Promise<Socket> {
  const socket = io(baseUrl, {
    auth: { token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: acceptLanguage ? { 'accept-language': acceptLanguage } : undefined,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  return socket;
}
