import type { PostalRow } from './types';

/*
 * The committed per-country index (postal-index/<country>.tsv), small enough for the repository:
 *   # comment lines
 *   =<admin name>                      the admin table; a row names its admin by position (0, 1, …)
 *   postcode<TAB>place<TAB>admin<TAB>lat<TAB>lng
 * Rows are sorted by postcode; an empty or missing field repeats the field of the row above, so a run of
 * postcodes of one place at one point costs a postcode each. Coordinates have at most 4 decimals.
 */

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;
const byCodePoints = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function encodePostalIndex(rows: readonly PostalRow[], comments: readonly string[]): string {
  const admins = [...new Set(rows.map((row) => row.admin))].sort(byCodePoints);
  const adminIndex = new Map(admins.map((admin, index) => [admin, String(index)]));
  const lines = [...comments.map((comment) => `# ${comment}`), ...admins.map((admin) => `=${admin}`)];
  let previous: string[] = [];
  const sorted = [...rows].sort(
    (a, b) => byCodePoints(a.postcode, b.postcode) || byCodePoints(a.place, b.place),
  );
  for (const row of sorted) {
    const fields = [
      row.postcode,
      row.place,
      adminIndex.get(row.admin)!,
      String(round4(row.lat)),
      String(round4(row.lng)),
    ];
    const samePoint = fields[3] === previous[3] && fields[4] === previous[4];
    const written = fields.map((field, column) =>
      column >= 3 ? (samePoint ? '' : field) : field === previous[column] ? '' : field,
    );
    lines.push(written.join('\t').replace(/\t+$/, ''));
    previous = fields;
  }
  return `${lines.join('\n')}\n`;
}

export function decodePostalIndex(text: string): PostalRow[] {
  const admins: string[] = [];
  const rows: PostalRow[] = [];
  let previous = ['', '', '', '', ''];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('=')) {
      admins.push(line.slice(1));
      continue;
    }
    const written = line.split('\t');
    const fields = previous.map((field, column) => written[column] || field);
    const [postcode, place, admin, lat, lng] = fields as [string, string, string, string, string];
    rows.push({ postcode, place, admin: admins[Number(admin)] ?? '', lat: Number(lat), lng: Number(lng) });
    previous = fields;
  }
  return rows;
}
