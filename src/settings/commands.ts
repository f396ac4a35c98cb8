/** The commands a run can be: the CLI's subcommands; the action infers one (action-inputs.ts). Pure, no imports. */

/** Each command: `status` is the action's value for it; `defaults` are the command line's own, which a flag may override. */
export const COMMANDS = {
  deprecate: { status: 'deprecated', doc: 'deprecate versions, with a reason and a link; the newest may be kept' },
  undeprecate: { status: 'undeprecated', doc: 'make deprecated versions active again' },
  revoke: { status: 'revoked', doc: 'revoke versions (deprecating them first where needed)' },
  unrevoke: { status: 'unrevoked', doc: 'lift a revocation; the versions stay deprecated' },
  check: { status: 'check', doc: 'the state of versions; fails when one is deprecated or revoked' },
  gate: { status: 'check', doc: 'check the module calls in Terraform configurations' },
  policy: { doc: "plan a policy file's changes; policy apply FILE applies them" },
  // The migration report: every release with its state and its users, reporting rather than failing.
  usage: {
    status: 'check',
    doc: 'every release with its state and the workspaces using it',
    defaults: { usage: 'true', version: '>= 0.0.0', failOnDeprecated: false, failOnRevoked: false },
  },
  report: {
    status: 'report',
    doc: 'every private module of an organization: retired versions in use, burn-down',
  },
  campaign: {
    status: 'campaign',
    doc: 'a fix pull request in every repository that calls a deprecated or revoked version',
  },
} as const satisfies Record<string, CommandRow>;

export type CommandName = keyof typeof COMMANDS;
export const COMMAND_NAMES = Object.keys(COMMANDS) as CommandName[];

/** The `status` a command stands for, as the action names it (`check` for the gate and `usage`). */
export const statusOf = (command: CommandName): string | undefined => (COMMANDS[command] as CommandRow).status;

/** The command that sets a status, as the command line names it: the first with that status. */
export const commandOfStatus = (status: string): CommandName | undefined =>
  COMMAND_NAMES.find((name) => statusOf(name) === status);

interface CommandRow {
  readonly status?: string;
  readonly doc: string;
  readonly defaults?: Readonly<Record<string, string | boolean>>;
}
