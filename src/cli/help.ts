/** The `--help` texts: one for the command, one per subcommand, each with examples. Pure. */
import type { SubcommandName } from './command-line.ts';

const BIN = 'tfe-module-lifecycle';

const MODULE_FLAGS = `Module (as the action's inputs):
  --source HOST/NAMESPACE/NAME/PROVIDER   or --organization, --namespace, --module, --provider
  --hostname HOST                         the service (default TF_HOSTNAME, then app.terraform.io)
  --version VERSIONS                      versions or a constraint ("< 2.0.0", "1.0.0, 1.1.0")`;

const COMMON = `Common options:
  --dry-run                 read and plan, change nothing
  --no-verify               do not read the change back
  --verify-timeout S        --request-timeout S
  --usage auto|true|false   read which workspaces use each version (Explorer)
  --json                    print one JSON document on stdout: result, outputs, verdict
  --summary-file PATH       write the Markdown summary (as the job summary) to PATH
                            (files are written inside the working directory or RUNNER_TEMP,
                            never through a symbolic link)
  --verbose                 print debug lines on stderr
  -h, --help                this help

Every input of the action is a flag of the same name (see action.yml); true/false inputs are
flags without a value (--dry-run, --no-verify). Tokens are never flags: set TF_TOKEN_<host>
(TF_TOKEN_app_terraform_io), a credentials block in the Terraform CLI configuration
(terraform login), or TF_API_TOKEN.

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
  --version          print the version of ${BIN}

${COMMON}`;

const PAGES: Record<SubcommandName, string> = {
  deprecate: `Usage: ${BIN} deprecate [OPTIONS]

Deprecates the selected versions (input status: deprecated). --reason is required.

${MODULE_FLAGS}
  --reason TEXT  --link URL  --keep-latest N  --on-prerelease skip|include
  --keep-reasons            versions already deprecated keep their reason and link

Examples:
  ${BIN} deprecate --source app.terraform.io/acme/vpc/aws --version "< 2.0.0" \\
    --reason "2.x fixes the default security group" --link https://example.com/vpc/2 --dry-run
  ${BIN} deprecate --source app.terraform.io/acme/vpc/aws --version ">= 0.0.0" --keep-latest 2`,
  undeprecate: `Usage: ${BIN} undeprecate [OPTIONS]

Makes deprecated versions active again (input status: undeprecated).

${MODULE_FLAGS}

Examples:
  ${BIN} undeprecate --source app.terraform.io/acme/vpc/aws --version 1.2.0`,
  revoke: `Usage: ${BIN} revoke [OPTIONS]

Revokes the selected versions, deprecating active ones first (input status: revoked).
--reason is required.

${MODULE_FLAGS}
  --reason TEXT  --link URL  --keep-latest N  --revoke-only-unused
  --keep-reasons            versions already revoked keep their message and link

Examples:
  ${BIN} revoke --source app.terraform.io/acme/vpc/aws --version "< 1.2.0" --reason "CVE-2026-1234"
  ${BIN} revoke --source app.terraform.io/acme/vpc/aws --version "< 1.2.0" --revoke-only-unused --dry-run`,
  unrevoke: `Usage: ${BIN} unrevoke [OPTIONS]

Lifts a revocation; the versions stay deprecated (input status: unrevoked).

${MODULE_FLAGS}

Examples:
  ${BIN} unrevoke --source app.terraform.io/acme/vpc/aws --version 1.1.0`,
  check: `Usage: ${BIN} check [OPTIONS]

Shows the state of versions and fails (exit 1) when one is deprecated or revoked
(input status: check).

${MODULE_FLAGS}
  --no-fail-on-deprecated   warn only  --no-fail-on-revoked
  --codequality-file PATH   write a GitLab Code Quality report

Examples:
  ${BIN} check --source app.terraform.io/acme/vpc/aws --version 1.2.0
  ${BIN} check --source app.terraform.io/acme/vpc/aws --version 1.2.0 --json`,
  gate: `Usage: ${BIN} gate [DIR...] [OPTIONS]

Finds the module calls in the Terraform configurations in DIR (default: the current directory;
patterns such as "stacks/*" work) and fails (exit 1) when one uses a deprecated or revoked version.
Findings print as FILE:LINE: ..., which editors and terminals link.

  --no-fail-on-deprecated   warn only  --no-fail-on-revoked
  --codequality-file PATH   write a GitLab Code Quality report (artifacts: reports: codequality)
  --result-file PATH        write every call (the whole result, whatever its size) as JSON to PATH
  --sarif-file PATH         write a SARIF 2.1.0 log for code scanning
  --only-new                fail only on calls the change adds or moves over its base commit;
                            warn of those already there
  --base COMMIT             the base commit (a SHA, or a name such as origin/main); default in a
                            GitLab merge request pipeline: CI_MERGE_REQUEST_DIFF_BASE_SHA
  --fix                     rewrite each deprecated version in place (with --dry-run: print the
                            diff, write nothing); --fix-major also writes a new major version

Examples:
  ${BIN} gate
  ${BIN} gate stacks/network stacks/app --codequality-file gl-code-quality.json
  ${BIN} gate 'stacks/*' --only-new --base origin/main
  ${BIN} gate 'stacks/*' --fix --dry-run`,
  policy: `Usage: ${BIN} policy plan FILE [OPTIONS]
       ${BIN} policy apply FILE [OPTIONS]

Plans or applies a policy file (schema/policy.schema.json): \`plan\` changes nothing
(input dry-run: true), \`apply\` makes the changes.

Examples:
  ${BIN} policy plan .github/module-policy.yml
  ${BIN} policy apply .github/module-policy.yml --summary-file policy.md`,
  usage: `Usage: ${BIN} usage [OPTIONS]

The migration report: every release (default --version ">= 0.0.0") with its state and the
workspaces that use it (--usage true), reporting rather than failing (--no-fail-on-deprecated
and --no-fail-on-revoked by default; --fail-on-deprecated or --fail-on-revoked to fail).

${MODULE_FLAGS}

Examples:
  ${BIN} usage --source app.terraform.io/acme/vpc/aws
  ${BIN} usage --source app.terraform.io/acme/vpc/aws --json`,
  report: `Usage: ${BIN} report --organization ORG [OPTIONS]

The organization's migration report (input status: report): every private module of the
organization (--source or --module as a pattern such as acme/*/aws narrows it), each version's
state and users, the deprecated and revoked versions still in use, most workspaces first.
--report-file and --report-csv write it as JSON and CSV; --previous-report with last run's JSON
adds the burn-down. --change-requests opens a change request on each workspace that uses a
deprecated or revoked version (at most --change-requests-limit N, default 100; --dry-run lists them).

Examples:
  ${BIN} report --organization acme --report-file report.json
  ${BIN} report --organization acme --source 'acme/*/aws' --previous-report last-week.json
  ${BIN} report --organization acme --change-requests --dry-run`,
};

export function helpText(subcommand?: SubcommandName): string {
  return subcommand === undefined ? TOP : `${PAGES[subcommand]}\n\n${COMMON}`;
}
