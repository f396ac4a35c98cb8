/** The most the action reads of each kind of file, in bytes read (read-bounded.ts), as docs/reliability.md says. */
const MiB = 1024 * 1024;

export const FILE_LIMITS = {
  /** A Terraform CLI configuration or credentials file: a few kilobytes in practice; larger is a wrong path. */
  cliConfiguration: 1 * MiB,
  /** A policy file (`policyFile`): far more than thousands of modules need; a pull request could commit any file. */
  policyFile: 4 * MiB,
  /** Each configuration file the gate reads (`.tf`, `.tf.json`) and `modules.json`. */
  configuration: 32 * MiB,
  /** The event payload (GITHUB_EVENT_PATH), which the runner writes: webhooks are capped at 25 MB. */
  eventPayload: 32 * MiB,
  /** Last run's migration report (`previousReport`): an organization of 1,000 modules and 5,000 workspaces writes a few MiB. */
  previousReport: 64 * MiB,
} as const;
