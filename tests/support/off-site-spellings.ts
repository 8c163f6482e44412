/**
 * Spellings of "another host" or "a script" that browsers or URL parsers accept, where this site means a path or URL of
 * its own: the `next` path on /auth (src/lib/auth/next-path.ts), the auth links' `redirect_to`, the static host's
 * paths. Every test of a redirect runs this one list, so a spelling found once is tried everywhere.
 */
export const offSiteSpellings: readonly string[] = [
  // Dot segments that a URL parser collapses into `//host`.
  '/.//evil.example/phish',
  '/..//evil.example',
  '/./..//evil.example',
  '/a/..//evil.example',
  '/dashboard/..//evil.example',
  '/%2e//evil.example',
  '/%2e%2e//evil.example',
  '/.%2e//evil.example',
  '/./%2e%2e//evil',
  // Protocol-relative.
  '//evil.example',
  '///evil.example',
  '//evil.example@localhost:5173',
  // Backslashes, which browsers read as slashes.
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/.\\/evil.example',
  '/..\\/evil.example',
  // Encoded slashes and backslashes.
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/.%2f/evil.example',
  // Tabs, newlines and other control characters, which URL parsing drops or a server may split on.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\r\n/evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '\t//evil.example',
  // Leading spaces.
  ' /\\evil.example',
  '  //evil.example',
  // Schemes and full URLs.
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example',
  'https://evil.example/dashboard',
  'http:evil.example',
  'http:/evil.example',
  'http:\\\\evil.example',
];

/**
 * Absolute URLs that name this site's host (from `origin`) in their text but send a browser elsewhere, or read
 * differently in different parsers: userinfo before or after our host, backslashes (which a browser reads as
 * slashes, so `evil.example\@ours` is host `evil.example`), encoded or doubled separators, and our host as a
 * prefix of another. Then every spelling above, alone and after our origin.
 */
export function offSiteUrls(origin: string): string[] {
  const { protocol, host, hostname } = new URL(origin);
  const ours = `${protocol}//${host}`;
  return [
    // Backslash before the userinfo's `@`: a browser's host is evil.example, a naive parser's is ours.
    `${protocol}//evil.example\\@${host}/`,
    `${protocol}//evil.example\\@${hostname}/`,
    `${protocol}//evil.example%5C@${host}/`,
    `${protocol}//evil.example\\\\@${host}/`,
    `${protocol}//evil.example\\%40${host}/`,
    `${protocol}//evil.example:4173\\@${host}/`,
    `${protocol}//evil.example\t\\@${host}/`,
    `${protocol}//evil.example\\\t@${host}/`,
    `${protocol}//evil.example\\@localhost:${new URL(origin).port || '80'}/`,
    `${protocol}//evil.example\\@[::1]/`,
    `${protocol}//evil.example\\@${host}/../`,
    `${protocol.toUpperCase()}//EVIL.EXAMPLE\\@${host.toUpperCase()}/`,
    `https://evil.example\\@${host}/`,
    `${protocol}\\\\evil.example\\@${host}/`,
    `${protocol}/\\evil.example\\@${host}/`,
    `${protocol}evil.example\\@${host}/`,
    `//evil.example\\@${host}/`,
    `\\\\evil.example\\@${host}/`,
    // Userinfo, ours or theirs.
    `${protocol}//evil.example@${host}/`,
    `${protocol}//user:password@${host}/`,
    `${ours}@evil.example/`,
    `${ours}\\@evil.example/`,
    `${protocol}//${hostname}@evil.example/`,
    `${protocol}//evil.example%40${host}/`,
    `${protocol}//evil.example%2f@${host}/`,
    `${protocol}//evil.example;@${host}/`,
    `${protocol}//evil.example&@${host}/`,
    // Backslashes as the path's separator, and separators that end the authority early.
    `${ours}\\evil.example/`,
    `${protocol}//evil.example\\${host}/`,
    `${protocol}//evil.example\\.${host}/`,
    `${protocol}//evil.example#@${host}/`,
    `${protocol}//evil.example?@${host}/`,
    `${protocol}//evil.example/\\@${host}/`,
    // Our host as a prefix or suffix of another, and our address in other spellings.
    `${protocol}//${hostname}.evil.example/`,
    `${ours}.evil.example/`,
    `${protocol}//evil.example.${hostname}/`,
    `${protocol}//evil-${hostname}/`,
    `${protocol}//evil.example/${host}/`,
    ...offSiteSpellings,
    ...offSiteSpellings.map((spelling) => `${ours}${spelling}`),
  ];
}
