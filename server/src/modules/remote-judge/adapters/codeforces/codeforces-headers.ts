/**
 * Sent with every request: Codeforces' front answers a client that does not look like a browser
 * with a challenge page instead of the page asked for, and English keeps the statement's limits
 * ("2 seconds", "256 megabytes") in the words the parser reads.
 */
export const CODEFORCES_HEADERS: Readonly<Record<string, string>> = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  'accept-language': 'en-US,en;q=0.9',
};
