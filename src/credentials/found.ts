/** What the readers of stored credentials give back, and how they name a file. */

/** A file name for a message: quoted, whole (a path clipped at 60 characters loses its name). */
export const showFile = (file: string): string => JSON.stringify(file.length > 500 ? `${file.slice(0, 500)}…` : file);

export interface HostCredential {
  /** The host as Terraform compares hosts (see `comparableHost`). */
  readonly host: string;
  readonly token: string;
  /** Where it was found, for the log; never the value. */
  readonly from: string;
}

/** What one reader found. */
export interface Found {
  credentials: HostCredential[];
  secrets: string[];
  notes: string[];
}
