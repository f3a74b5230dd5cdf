import type { Server } from 'socket.io';
import type { AppMetrics } from './app-metrics';

/** Open socket.io connections per namespace (chat, submissions, messages, …), read at each scrape. */
export function countSockets(metrics: AppMetrics, servers: readonly Server[]): void {
  metrics.gauge(
    'verdict_socketio_connections',
    'Open socket.io connections by namespace',
    ['namespace'],
    (gauge) => {
      for (const server of servers) {
        for (const [namespace, space] of server._nsps) gauge.inc({ namespace }, space.sockets.size);
      }
    },
  );
}
