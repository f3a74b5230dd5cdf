/** Response headers a page on an allowed origin may read: the token and its renewal, downloads. */
const EXPOSED_HEADERS = ['Authorization', 'Refresh-Token', 'Url-Type', 'Content-Disposition', 'Content-Type'];

/**
 * CORS of the HTTP API and of socket.io. The web app is served from the API's own origin and
 * needs no CORS headers, so by default no other site gets any: only origins listed in
 * CORS_ORIGINS (a web app hosted elsewhere, the Vite dev server) may call with the user's token.
 */
export function corsOptions(origins: readonly string[]) {
  return {
    origin: origins.length > 0 ? [...origins] : false,
    credentials: true,
    exposedHeaders: EXPOSED_HEADERS,
  };
}
