// spdx-satisfies ships no types; this is the one call the license check makes.
declare module 'spdx-satisfies' {
  /** Whether an SPDX expression is satisfied by a list of approved simple licenses. Throws on a bad expression. */
  export default function satisfies(expression: string, approved: readonly string[]): boolean;
}
