/**
 * A LIKE / ILIKE pattern matching any text that contains `text`: its wildcards (%, _) and the escape
 * character (\, PostgreSQL's default) are escaped, so they match only themselves.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
