/** A person's initials, first and last name ("Maria da Silva" → "MS"), for an avatar without a photo. */
export function initials(name: string): string {
  const parts = name.split(' ').filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1]![0] : '')).toUpperCase();
}
