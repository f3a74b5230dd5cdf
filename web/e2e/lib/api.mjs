/**
 * One call of the app's API as the web app makes it (JSON body, the Url-Type header, the token):
 * the envelope's data and the token a login answers with. A failure throws with the server's msg.
 */
export async function api(origin, method, path, { token, body } = {}) {
  const response = await fetch(origin + path, {
    method,
    headers: {
      'content-type': 'application/json',
      'url-type': path.startsWith('/api/admin') ? 'admin' : 'general',
      ...(token ? { authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let envelope;
  try {
    envelope = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (!response.ok || envelope.status !== 200)
    throw new Error(`${method} ${path}: HTTP ${response.status}, ${envelope.msg}`);
  return { data: envelope.data, token: response.headers.get('authorization') };
}
