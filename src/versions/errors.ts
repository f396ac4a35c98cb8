/** Thrown for a version or constraint text that cannot be used; the caller names the input. */
export class VersionSyntaxError extends Error {
  override name = 'VersionSyntaxError';
}
