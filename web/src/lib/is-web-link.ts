/**
 * Whether an address another judge gave (a problem's page, a run, a contest) may be rendered as
 * a link: only http(s), so a `javascript:` or relative address stays plain text.
 */
export function isWebLink(address: string | null | undefined): address is string {
  return typeof address === 'string' && /^https?:\/\/\S+$/i.test(address.trim());
}
