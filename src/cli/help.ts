/**
 * The `--help` texts: one for the command, one per subcommand, each with examples. A subcommand's
 * flags are listed from the table the parser reads (SUBCOMMANDS in command-line.ts), each with
 * the line below, and the value each takes as the parser names it (VALUE_NAMES). Pure.
 */
import {
  BOOLEAN_INPUTS,
  OWN_OPTIONS,
  SUBCOMMANDS,
  USAGE_TOKEN_VARIABLE,
  VALUE_NAMES,
  type InputName,
  type OwnOption,
  type SubcommandName,
} from './command-line.ts';

const BIN = 'tfe-module-lifecycle';

/** A flag as help shows it: one line, and the action's default, if any. */
interface FlagHelp {
  readonly text: string;
  readonly default?: string;
}
/** A true-or-false input: what `--X` does, and what `--no-X` does where it is true by default. */
interface SwitchHelp {
  readonly on: string;
  readonly off: string;
}

/** Inputs that are true unless set otherwise (action.yml's defaults; a test keeps them in step). */
export const TRUE_BY_DEFAULT: ReadonlySet<string> = new Set(['verify', 'fail-on-deprecated', 'fail-on-revoked']);

/** One line for every input a subcommand may take. */
export const INPUT_HELP: Readonly<Partial<Record<InputName, FlagHelp | SwitchHelp>>> = {
  source: { text: 'the module as in a module block: HOST/NAMESPACE/NAME/PROVIDER' },
  organization: { text: 'the organization (default: the namespace of --source, TF_CLOUD_ORGANIZATION)' },
  namespace: { text: "the module's namespace, without --source (default: the organization)" },
  module: { text: 'the module name, without --source, e.g. vpc' },
  provider: { text: 'the module provider, without --source, e.g. aws' },
  version: { text: 'versions or a constraint: "1.0.0, 1.1.0", "< 2.0.0", "~> 1.2"' },
  reason: { text: 'why consumers should move on; they see it' },
  link: { text: 'a page with more, e.g. an upgrade guide' },
  'keep-latest': { text: 'leave the N newest released versions alone' },
  'keep-reasons': {
    on: 'versions already deprecated keep their reason and link',
    off: 'versions already deprecated take --reason and --link too',
  },
  'revoke-only-unused': {
    on: 'revoke only the versions no workspace uses; deprecate the others',
    off: 'revoke every selected version',
  },
  'dry-run': { on: 'read and plan, change nothing', off: 'make the changes' },
  verify: { on: 'read each change back until the registry shows it', off: 'do not read the changes back' },
  'verify-timeout': { text: 'seconds to wait for the registry to show the changes', default: '30' },
  usage: { text: 'read which workspaces use each version, from Explorer', default: 'auto' },
  'fail-on-deprecated': { on: 'fail (exit 1) on a deprecated version', off: 'only warn of a deprecated version' },
  'fail-on-revoked': { on: 'fail (exit 1) on a revoked version', off: 'only warn of a revoked version' },
  'only-new': {
    on: 'fail only on calls the change adds or moves, over --base; warn of the others',
    off: 'judge every call',
  },
  tool: {
    text: 'the tool that runs the configurations, whose rule on .tofu files applies (default: the calls both read are judged)',
  },
  fix: {
    on: 'rewrite each deprecated or revoked version in place, within its major version (with --dry-run: print the diff, write nothing)',
    off: 'rewrite nothing',
  },
  'fix-major': {
    on: 'with --fix: also write a suggested version of another major version (check its changes first)',
    off: 'with --fix: stay within each major version',
  },
  'allow-empty': {
    on: 'pass when no module call uses the registry checked',
    off: 'fail when no module call uses the registry checked',
  },
  'sarif-file': { text: 'write a SARIF 2.1.0 log of the findings, for code scanning' },
  'report-file': { text: 'write the report as JSON (the next --previous-report)' },
  'report-csv': { text: 'write the report as CSV, one row per version and workspace' },
  'previous-report': { text: "last run's --report-file: adds the burn-down since then" },
  'change-requests': {
    on: 'open a change request on each workspace that uses a deprecated or revoked version',
    off: 'open no change request',
  },
  'change-requests-limit': { text: 'the most change requests one run opens', default: '100' },
  hostname: { text: 'the service (default TF_HOSTNAME, else app.terraform.io)' },
  'request-timeout': { text: 'seconds to wait for one answer before retrying', default: '30' },
};

/** One line for each of the command line's own options. */
export const OPTION_HELP: Readonly<Record<OwnOption, FlagHelp>> = {
  'codequality-file': { text: 'write a GitLab Code Quality report (artifacts: reports: codequality)' },
  'result-file': { text: 'write every call (the whole result, whatever its size) as JSON to PATH' },
  'diff-file': { text: 'with --fix --dry-run: write the unified diff to PATH, byte for byte (git apply takes it)' },
  base: {
    text: 'with --only-new: the commit to compare with, a SHA or a name such as origin/main (default in a GitLab merge request pipeline: CI_MERGE_REQUEST_DIFF_BASE_SHA)',
  },
  json: { text: 'print one JSON document on stdout: result, outputs, verdict' },
  'summary-file': {
    text: 'write the Markdown summary (as the job summary) to PATH (files are written inside the working directory or RUNNER_TEMP, never through a symbolic link)',
  },
  verbose: { text: 'print debug lines on stderr' },
  help: { text: 'this help' },
};

const isSwitch = (help: FlagHelp | SwitchHelp): help is SwitchHelp => 'on' in help;

/** A flag as typed, with its value: `--usage auto|true|false`, `--no-verify`, `-h, --help`. */
export function flagUsage(name: string, subcommand: SubcommandName): string {
  if (name === 'help') return '-h, --help';
  const help = INPUT_HELP[name as InputName] ?? OPTION_HELP[name as OwnOption];
  if (BOOLEAN_INPUTS.has(name)) return negated(name, subcommand) ? `--no-${name}` : `--${name}`;
  const value = VALUE_NAMES[name as InputName | OwnOption];
  return help !== undefined && !isSwitch(help) && value !== undefined ? `--${name} ${value}` : `--${name}`;
}

/** Whether help offers `--no-X`: the input is true for this subcommand unless set otherwise. */
const negated = (name: string, subcommand: SubcommandName): boolean =>
  (SUBCOMMANDS[subcommand].defaults?.[name] ?? (TRUE_BY_DEFAULT.has(name) ? 'true' : 'false')) === 'true';

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

function flagLine(name: string, subcommand: SubcommandName): string {
  const help = INPUT_HELP[name as InputName] ?? OPTION_HELP[name as OwnOption];
  const own = PAGES[subcommand].flags?.[name as InputName];
  if (help === undefined || isSwitch(help)) {
    const text = own ?? (help === undefined ? '' : negated(name, subcommand) ? help.off : help.on);
    return line(flagUsage(name, subcommand), text);
  }
  const fallback = SUBCOMMANDS[subcommand].defaults?.[name] ?? help.default;
  const shown = fallback !== undefined && /\s/.test(fallback) ? JSON.stringify(fallback) : fallback;
  return line(flagUsage(name, subcommand), `${own ?? help.text}${shown !== undefined ? ` (default ${shown})` : ''}`);
}

/** The own options every subcommand takes. */
const generalOptions = (): OwnOption[] => {
  const specific = new Set(Object.values(SUBCOMMANDS).flatMap((s) => s.options ?? []));
  return (Object.keys(OWN_OPTIONS) as OwnOption[]).filter((o) => !specific.has(o));
};

/** The flags a subcommand takes, in the parser's order: its inputs, then its own options. */
export function flagsOf(subcommand: SubcommandName, withGeneral = true): string[] {
  const spec = SUBCOMMANDS[subcommand];
  return [...spec.flags, ...(spec.options ?? []), ...(withGeneral ? generalOptions() : [])];
}

/** The flags a subcommand takes, as help lists them. */
function flagsSection(subcommand: SubcommandName): string {
  return ['Options:', ...flagsOf(subcommand).map((name) => flagLine(name, subcommand))].join('\n');
}

const FOOTER = `Tokens are never flags: set TF_TOKEN_<host> (TF_TOKEN_app_terraform_io), a credentials block
in the Terraform CLI configuration (terraform login), TERRAFORM_CLOUD_TOKENS or TF_API_TOKEN;
the token for reading usage from Explorer alone as ${USAGE_TOKEN_VARIABLE}.

Exit codes: 0 passed, 1 the verdict failed (a deprecated or revoked version in use),
2 invalid input, 3 the service failed or refused, 4 a bug (please report it).`;

const TOP = `${BIN}: deprecate, revoke, check and gate module versions in an HCP Terraform or
Terraform Enterprise private registry, from a terminal or any CI system.

Usage: ${BIN} COMMAND [OPTIONS]

Commands:
  deprecate          deprecate versions (--reason, --link, --keep-latest)
  undeprecate        make deprecated versions active again
  revoke             revoke versions (deprecating them first where needed)
  unrevoke           lift a revocation; the versions stay deprecated
  check              the state of versions; fails when one is deprecated or revoked
  gate [DIR...]      check the module calls in Terraform configurations
  policy plan FILE   plan a policy file's changes; policy apply FILE applies them
  usage              every release with its state and the workspaces using it
  report             every private module of an organization: retired versions in use, burn-down

Run \`${BIN} COMMAND --help\` for a command's options and examples.

Options:
${line('--version', `print the version of ${BIN}`)}
${line('-h, --help', 'this help')}

${FOOTER}`;

/**
 * What each subcommand does, and its examples; its options come from the parser's table, with a
 * line of their own here where a flag means something more particular for it.
 */
const PAGES: Record<
  SubcommandName,
  { usage?: string; about: string; examples: string[]; flags?: Partial<Record<InputName, string>> }
> = {
  deprecate: {
    about: 'Deprecates the selected versions (input status: deprecated). --reason is required.',
    examples: [
      `${BIN} deprecate --source app.terraform.io/acme/vpc/aws --version "< 2.0.0" \\\n    --reason "2.x fixes the default security group" --link https://example.com/vpc/2 --dry-run`,
      `${BIN} deprecate --source app.terraform.io/acme/vpc/aws --version ">= 0.0.0" \\\n    --keep-latest 2 --reason "Please move to one of the two newest releases."`,
    ],
  },
  undeprecate: {
    about: 'Makes deprecated versions active again (input status: undeprecated).',
    examples: [`${BIN} undeprecate --source app.terraform.io/acme/vpc/aws --version 1.2.0`],
  },
  revoke: {
    about:
      'Revokes the selected versions, deprecating active ones first (input status: revoked).\n--reason is required.',
    examples: [
      `${BIN} revoke --source app.terraform.io/acme/vpc/aws --version "< 1.2.0" --reason "CVE-2026-1234"`,
      `${BIN} revoke --source app.terraform.io/acme/vpc/aws --version "< 1.2.0" --reason "CVE-2026-1234" \\\n    --revoke-only-unused --dry-run`,
    ],
    flags: { 'keep-reasons': 'versions already revoked keep their message and link' },
  },
  unrevoke: {
    about: 'Lifts a revocation; the versions stay deprecated (input status: unrevoked).',
    examples: [`${BIN} unrevoke --source app.terraform.io/acme/vpc/aws --version 1.1.0`],
  },
  check: {
    about: 'Shows the state of versions and fails (exit 1) when one is deprecated or revoked\n(input status: check).',
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
      'dry-run': 'with --fix: print the unified diff, write nothing',
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
    about: `The organization's migration report (input status: report): every private module of the
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
};

/** A subcommand's examples, as its help shows them (`npm run fake` offers them to try). */
export const examplesOf = (subcommand: SubcommandName): readonly string[] => PAGES[subcommand].examples;

export function helpText(subcommand?: SubcommandName): string {
  if (subcommand === undefined) return TOP;
  const page = PAGES[subcommand];
  return [
    `Usage: ${page.usage ?? `${BIN} ${subcommand} [OPTIONS]`}`,
    page.about,
    flagsSection(subcommand),
    `Examples:\n${page.examples.map((e) => `  ${e}`).join('\n')}`,
    FOOTER,
  ].join('\n\n');
}
