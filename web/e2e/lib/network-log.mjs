/**
 * What a page fetched, read from Chromium's DevTools protocol: each request's URL, status,
 * content encoding, cache header, whether the browser's cache answered it, and the bytes that
 * crossed the network (headers included; 0 for a cache hit). Optionally throttles the page's
 * network as DevTools does. `startedAt` and `finishedAt` are the protocol's monotonic seconds.
 */

/** "Fast 3G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const FAST_3G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
  connectionType: 'cellular3g',
};

const header = (headers, name) =>
  Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1] ?? null;

export async function recordNetwork(page, { throttle } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttle) await cdp.send('Network.emulateNetworkConditions', throttle);
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type, timestamp }) => {
    requests.set(requestId, {
      url: request.url,
      type,
      fromCache: false,
      bytes: 0,
      finished: false,
      startedAt: timestamp,
    });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const entry = requests.get(requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.status = response.status;
    entry.encoding = header(response.headers, 'content-encoding');
    entry.cacheControl = header(response.headers, 'cache-control');
    entry.fromCache ||= Boolean(response.fromDiskCache || response.fromPrefetchCache);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.bytes = entry.fromCache ? 0 : encodedDataLength;
    entry.finished = true;
    entry.finishedAt = timestamp;
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    const entry = requests.get(requestId);
    if (entry) Object.assign(entry, { finished: true, failed: true });
  });
  return {
    entries: () => [...requests.values()],
    detach: () => cdp.detach(),
  };
}

/** True when every request has finished, leaving out socket.io's long-lived ones. */
export const settled = (entries) =>
  entries.every((entry) => entry.finished || new URL(entry.url).pathname.startsWith('/socket.io/'));

/** Hashed build output (Vite's `assets/` folder), the files served as immutable. */
export const isHashedAsset = (url) => new URL(url).pathname.startsWith('/assets/');
