/**
 * A running service as HOJ's admin dashboard lists it (a Nacos service instance): HOJ's client
 * reads `serviceId`, `host`, `port`, `secure` and `metadata['nacos.healthy']` ('true' or 'false'),
 * and for a judge `metadata.judgeName`. Verdict has no service registry, so the API server and the
 * judges describe themselves in this shape.
 */
export interface ServiceInstanceView {
  serviceId: string;
  instanceId: string;
  /** Null for a judge: judges take their tasks from the queue and listen on no address. */
  host: string | null;
  port: number | null;
  secure: boolean;
  metadata: Record<string, string>;
}

export function serviceInstance(
  serviceId: string,
  instanceId: string,
  healthy: boolean,
  address: { host: string | null; port: number | null } = { host: null, port: null },
  metadata: Record<string, string> = {},
): ServiceInstanceView {
  return {
    serviceId,
    instanceId,
    ...address,
    secure: false,
    metadata: { ...metadata, 'nacos.healthy': String(healthy) },
  };
}

/** A share (0 to 1) as HOJ writes a load: two decimals and a percent sign, "37.50%". */
export const asPercent = (share: number): string => `${(Math.min(Math.max(share, 0), 1) * 100).toFixed(2)}%`;
