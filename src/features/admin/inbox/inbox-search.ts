/**
 * The inbox search as a PostgREST `or` filter: name or email containing the typed text, literally. `% _ \` are
 * escaped for ILIKE, a typed `*` (PostgREST's wildcard) matches as one character, and the value is double-quoted so
 * PostgREST's own syntax (`,` `(` `)` `.`) in a name like "O'Brien, Jr." stays text.
 */
export function searchFilter(term: string): string {
  const pattern = term.replace(/[\\%_]/g, (char) => `\\${char}`).replaceAll('*', '_');
  const quoted = `"*${pattern.replace(/[\\"]/g, (char) => `\\${char}`)}*"`;
  return `name.ilike.${quoted},email.ilike.${quoted}`;
}
