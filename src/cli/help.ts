/** The `--help` texts, with examples; a subcommand's flags, values and defaults come from settings/table.ts. Pure. */
import { USAGE_TOKEN_VARIABLE, defaultFor, flagsOf, valueNameOf } from './command-line.ts';
import { rowOf, type SettingKey } from '../settings/table.ts';
import { COMMANDS, COMMAND_NAMES, type CommandName } from '../settings/commands.ts';

const BIN = 'tfe-module-lifecycle';

/** A flag as typed, with its value: `--usage auto|true|false`, `--no-verify`, `-h, --help`. */
export function flagUsage(key: SettingKey, subcommand: CommandName): string {
  const row = rowOf(key);
  const flag = row.flag ?? key;
  if (key === 'help') return '-h, --help';
  if (row.kind === 'switch') return negated(key, subcommand) ? `--no-${flag}` : `--${flag}`;
  return `--${flag} ${valueNameOf(key)}`;
}

/** Whether help offers `--no-X`: the switch is on for this subcommand unless set otherwise. */
const negated = (key: SettingKey, subcommand: CommandName): boolean => defaultFor(subcommand, key) === true;

const COLUMN = 26;

function line(flag: string, text: string): string {
  const wrapped = wrap(text, 100 - COLUMN - 2);
  const first =
    flag.length < COLUMN ? `  ${flag.padEnd(COLUMN)}${wrapped[0] ?? ''}` : `  ${flag}\n${indent(wrapped[0])}`;
  return [first, ...wrapped.slice(1).map(indent)].join('\n');
}
const indent = (text = ''): string => `${' '.repeat(COLUMN + 2)}${text}`;

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current !== '' && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current === '' ? word : `${current} ${word}`;
  }
  return [...lines, current];
}

function flagLine(key: SettingKey, subcommand: CommandName): string {
  const row = rowOf(key);
  const own = PAGES[subcommand].flags?.[key];
  if (row.kind === 'switch') {
    return line(flagUsage(key, subcommand), own ?? (negated(key, subcommand) ? (row.docOff ?? row.doc) : row.doc));
  }
  const fallback = defaultFor(subcommand, key);
  const shown = typeof fallback === 'string' && /\s/.test(fallback) ? JSON.stringify(fallback) : fallback;
  return line(flagUsage(key, subcommand), `${own ?? row.doc}${shown !== undefined ? ` (default ${shown})` : ''}`);
}

const FOOTER = `Tokens are never flags: set TF_TOKEN_<host> (TF_TOKEN_app_terraform_io), a credentials block
in the Terraform CLI configuration (terraform login), TERRAFORM_CLOUD_TOKENS or TF_API_TOKEN;
the token for reading usage from Explorer alone as ${USAGE_TOKEN_VARIABLE}; \`campaign\`'s GitHub token
as GH_TOKEN or GITHUB_TOKEN (as gh reads them), its API as GITHUB_API_URL.

Exit codes: 0 passed, 1 the verdict failed (a deprecated or revoked version in use),
2 invalid input, 3 the service failed or refused, 4 a bug (please report it).`;

/** The arguments a command takes, after its name in the list of commands. */
const USAGE_OF: Partial<Record<CommandName, string>> = { gate: ' [DIR...]', policy: ' plan FILE' };

const TOP = `${BIN}: deprecate, revoke, check and gate module versions in an HCP Terraform or
Terraform Enterprise private registry, from a terminal or any CI system.

Usage: ${BIN} COMMAND [OPTIONS]

Commands:
${COMMAND_NAMES.map((name) => `  ${`${name}${USAGE_OF[name] ?? ''}`.padEnd(19)}${COMMANDS[name].doc}`).join('\n')}

Run \`${BIN} COMMAND --help\` for a command's options and examples.

Options:
${line('--version', `print the version of ${BIN}`)}
${line('-h, --help', 'this help')}

${FOOTER}`;

/** What each subcommand does, and its examples; a flag that means something particular for it has its line here. */
const PAGES: Record<
  CommandName,
  { usage?: string; about: string; examples: string[]; flags?: Partial<Record<SettingKey, string>> }
> = {
  deprecate: {
    about: `Deprecates the selected versions (the action's status: ${COMMANDS.deprecate.status}). --reason is required.`,
    examples: [
      `${BIN} deprecate --source app.terraform.io/acme/vpc/aws --version "< 2.0.0" \\\n    --reason "2.x fixes the default security group" --link https://example.com/vpc/2 --dry-run`,
      `${BIN} deprecate --source app.terraform.io/acme/vpc/aws --version ">= 0.0.0" \\\n    --keep-latest 2 --reason "Please move to one of the two newest releases."`,
    ],
  },
  undeprecate: {
    about: `Makes deprecated versions active again (the action's status: ${COMMANDS.undeprecate.status}).`,
    examples: [`${BIN} undeprecate --source app.terraform.io/acme/vpc/aws --version 1.2.0`],
  },
  revoke: {
    about: `Revokes the selected versions, deprecating active ones first (the action's status: ${COMMANDS.revoke.status}).\n--reason is required.`,
    examples: [
      `${BIN} revoke --source app.terraform.io/acme/vpc/aws --version "< 1.2.0" --reason "CVE-2026-1234"`,
      `${BIN} revoke --source app.terraform.io/acme/vpc/aws --version "< 1.2.0" --reason "CVE-2026-1234" \\\n    --revoke-only-unused --dry-run`,
    ],
    flags: { keepReasons: 'versions already revoked keep their message and link' },
  },
  unrevoke: {
    about: `Lifts a revocation; the versions stay deprecated (the action's status: ${COMMANDS.unrevoke.status}).`,
    examples: [`${BIN} unrevoke --source app.terraform.io/acme/vpc/aws --version 1.1.0`],
  },
  check: {
    about: `Shows the state of versions and fails (exit 1) when one is deprecated or revoked\n(the action's status: ${COMMANDS.check.status}).`,
    examples: [
      `${BIN} check --source app.terraform.io/acme/vpc/aws --version 1.2.0`,
      `${BIN} check --source app.terraform.io/acme/vpc/aws --version 1.2.0 --json`,
    ],
  },
  gate: {
    usage: `${BIN} gate [DIR...] [OPTIONS]`,
    about: `Finds the module calls in the Terraform configurations in DIR (default: the current directory;
patterns such as "stacks/*" work) and fails (exit 1) when one uses a deprecated or revoked version.
Findings print as FILE:LINE: ..., which editors and terminals link.`,
    examples: [
      `${BIN} gate`,
      `${BIN} gate stacks/network stacks/app --codequality-file gl-code-quality.json`,
      `${BIN} gate 'stacks/*' --only-new --base origin/main`,
      `${BIN} gate 'stacks/*' --fix --dry-run`,
    ],
    flags: {
      organization: "check only this organization's modules (default: those of every organization)",
      dryRun: 'with --fix: print the unified diff, write nothing',
    },
  },
  policy: {
    usage: `${BIN} policy plan FILE [OPTIONS]\n       ${BIN} policy apply FILE [OPTIONS]`,
    about: `Plans or applies a policy file (schema/policy.schema.json): \`plan\` changes nothing
(input dry-run: true), \`apply\` makes the changes.`,
    examples: [
      `${BIN} policy plan .github/module-policy.yml`,
      `${BIN} policy apply .github/module-policy.yml --summary-file policy.md`,
    ],
  },
  usage: {
    about: `The migration report: every release (default --version ">= 0.0.0") with its state and the
workspaces that use it (--usage true), reporting rather than failing (a deprecated or revoked
version only warns, unless --fail-on-deprecated or --fail-on-revoked).`,
    examples: [
      `${BIN} usage --source app.terraform.io/acme/vpc/aws`,
      `${BIN} usage --source app.terraform.io/acme/vpc/aws --json`,
    ],
  },
  report: {
    usage: `${BIN} report --organization ORG [OPTIONS]`,
    about: `The organization's migration report (the action's status: ${COMMANDS.report.status}): every private module of the
organization (--source or --module as a pattern such as acme/*/aws narrows it), each version's
state and users, the deprecated and revoked versions still in use, most workspaces first.`,
    examples: [
      `${BIN} report --organization acme --report-file report.json`,
      `${BIN} report --organization acme --source 'acme/*/aws' --previous-report last-week.json`,
      `${BIN} report --organization acme --change-requests --dry-run`,
    ],
    flags: {
      organization: 'the organization (default: the namespace of --source or --module, TF_CLOUD_ORGANIZATION)',
      source: 'the modules to report, as a pattern: [HOST/]NAMESPACE/NAME/PROVIDER, e.g. acme/*/aws',
      module: 'the same pattern, without a host',
    },
  },
  campaign: {
    usage: `${BIN} campaign --source MODULE --repositories OWNER [OPTIONS]`,
    about: `Finds every repository of OWNER (GH_TOKEN or GITHUB_TOKEN; GITHUB_API_URL for GitHub Enterprise
Server) that calls a deprecated or revoked version of MODULE (or of each module a pattern such as
acme/*/aws names), and opens or updates one pull request in each with the gate's fix, on the
branch tfe-module-lifecycle/NAMESPACE-NAME-PROVIDER. Run it again: it updates, never duplicates.`,
    examples: [
      `${BIN} campaign --source app.terraform.io/acme/vpc/aws --repositories acme --dry-run`,
      `${BIN} campaign --source 'acme/*/aws' --repositories 'acme/service-*,!acme/service-legacy' --pull-requests-limit 5`,
    ],
    flags: {
      source: 'the module whose calls to move, [HOST/]NAMESPACE/NAME/PROVIDER, or a pattern such as acme/*/aws',
      module: 'the same, without a host',
      dryRun: 'read and plan every pull request, print each diff, write nothing',
      fixMajor: 'also move calls to a suggested version of another major version (check its changes first)',
    },
  },
};

/** A subcommand's examples, as its help shows them (`npm run fake` offers them to try). */
export const examplesOf = (subcommand: CommandName): readonly string[] => PAGES[subcommand].examples;

export function helpText(subcommand?: CommandName): string {
  if (subcommand === undefined) return TOP;
  const page = PAGES[subcommand];
  return [
    `Usage: ${page.usage ?? `${BIN} ${subcommand} [OPTIONS]`}`,
    page.about,
    ['Options:', ...flagsOf(subcommand).map((key) => flagLine(key, subcommand))].join('\n'),
    `Examples:\n${page.examples.map((e) => `  ${e}`).join('\n')}`,
    FOOTER,
  ].join('\n\n');
}
