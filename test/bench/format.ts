// How the bench's report writes its figures: one place, so every section reads alike.
export const int = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a');
export const ms = (value: number) => (Number.isFinite(value) ? `${int(value)} ms` : 'n/a');
export const ms1 = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
export const cls = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : 'n/a');
export const kb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(1)} KB` : 'n/a');
export const mb = (bytes: number | null) => (bytes === null || !Number.isFinite(bytes) ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
export const pct = (value: number | null) => (value === null || !Number.isFinite(value) ? 'n/a' : `${Math.round(value)}%`);
export const status = (met: boolean) => (met ? 'met' : 'MISSED');
/** A ratio judged against a minimum: two decimals, three where two would round a miss up to the target. */
export const ratioAgainst = (value: number, minimum: number) => (value < minimum && Number(value.toFixed(2)) >= minimum ? value.toFixed(3) : value.toFixed(2));

/** A section's title, underlined. */
export function title(text: string): string {
  return `\n${text}\n${'='.repeat(text.length)}`;
}
