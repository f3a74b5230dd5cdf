import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** The security headers of every response: no inline scripts, no framing, no sniffing. */
const OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      workerSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      // Campus deployments often run on plain HTTP; upgrading would break every request there.
      upgradeInsecureRequests: null,
    },
  },
  hsts: false,
  crossOriginEmbedderPolicy: false,
};

/**
 * Helmet's headers computed once. They are identical for every response, and running helmet per
 * request (it re-parses the policy each time) cost more than most handlers.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
    getHeader: (name: string) => headers[name],
  };
  helmet(OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}
