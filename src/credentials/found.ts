/** What the readers of stored credentials give back. */

export interface HostCredential {
  /** The host as Terraform compares hosts (see `comparableHost`). */
  readonly host: string;
  readonly token: string;
  /** Where it was found, for the log; never the value. */
  readonly from: string;
}

export interface Found {
  credentials: HostCredential[];
  secrets: string[];
  notes: string[];
}
