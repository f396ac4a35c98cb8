/** A user's text as these errors quote it: at most 40 characters, and `…` where it was cut. */
export function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** Thrown for a version or constraint text that cannot be used; the caller names the input. */
export class VersionSyntaxError extends Error {
  override name = 'VersionSyntaxError';
}
