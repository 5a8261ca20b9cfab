/** A list written as one comma-separated string, which keeps long word lists on a line: "a, b, c". */
export function list(text: string): string[] {
  return text.split(', ');
}
