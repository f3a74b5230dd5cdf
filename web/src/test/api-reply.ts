/** The server's envelope `{ status, msg, data }` as a JSON response with that HTTP status. */
export function apiReply(status: number, msg: string, data: unknown): Response {
  return new Response(JSON.stringify({ status, msg, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
