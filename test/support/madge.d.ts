// The part of madge's API that test/layout.test.ts uses (madge ships no types).
declare module 'madge' {
  interface MadgeResult {
    /** Each circle as the files on it, relative to the directory given. */
    circular(): string[][];
  }
  export default function madge(path: string, config?: { fileExtensions?: string[] }): Promise<MadgeResult>;
}
