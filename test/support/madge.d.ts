// The part of madge's API that the tests use (madge ships no types).
declare module 'madge' {
  interface MadgeResult {
    /** Each circle as the files on it, relative to the directory given. */
    circular(): string[][];
    /** Each file and what it imports, relative to the directory given. */
    obj(): Record<string, string[]>;
  }
  export default function madge(
    path: string,
    config?: { fileExtensions?: string[]; excludeRegExp?: RegExp[] },
  ): Promise<MadgeResult>;
}
