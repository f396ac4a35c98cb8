export const id = 614;
export const ids = [614];
export const modules = {

/***/ 5647:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ BLANK_OUTPUTS)
/* harmony export */ });
/** The outputs action.yml declares, for code that must know them without reading it (a test keeps them in step). */
/**
 * Every output, blank: a later step reading one after a failure (`if: always()`) finds `[]` and `false`, never an unset
 * value. Both runner adapters start from it.
 */
const BLANK_OUTPUTS = {
    result: '[]',
    changed: 'false',
    'changed-versions': '',
    deprecated: 'false',
    'deprecated-versions': '',
    'revoked-versions': '',
    'deprecated-uses': '[]',
    fixed: 'false',
    fixes: '[]',
    'diff-file': '',
    'deprecated-in-use': '',
    'revoked-in-use': '',
    'workspaces-affected': '',
    'change-requests-opened': '',
    'pull-requests-opened': '',
    'pull-requests-updated': '',
    'pull-requests-closed': '',
    repositories: '[]',
    'failure-reason': '',
    reason: '',
    link: '',
    plan: '[]',
    'result-file': '',
    'deprecation-id': '',
};


/***/ }),

/***/ 9507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ FILE_LIMITS)
/* harmony export */ });
/** The most the action reads of each kind of file, in bytes read (read-bounded.ts), as docs/reliability.md says. */
const MiB = 1024 * 1024;
const FILE_LIMITS = {
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
};


/***/ }),

/***/ 1543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rr: () => (/* binding */ FileRefusedError),
/* harmony export */   xY: () => (/* binding */ readBoundedSync),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Reading a file someone else may have put there (a policy file or a configuration in a pull request, a CLI
 * configuration), bounded by the bytes actually read. `stat` cannot bound it: a device or a FIFO says it has 0 bytes
 * and never ends, and a symbolic link can point anywhere. So the file is opened (following links), checked to be a
 * regular file on the open descriptor, and read up to one byte past the limit; else a `FileRefusedError` says why.
 */

class FileRefusedError extends Error {
    name = 'FileRefusedError';
    reason;
    constructor(reason, message) {
        super(message);
        this.reason = reason;
    }
}
// Opening a FIFO for reading waits for a writer, possibly forever, unless O_NONBLOCK is set; a regular file ignores
// the flag. O_NOCTTY keeps a terminal device from becoming the process's. Windows has neither (nor FIFOs): 0.
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOCTTY ?? 0);
/** Bytes asked for per read once past the size the file reported. */
const CHUNK = 64 * 1024;
/** `1 MiB`, `64 KiB`, `100 bytes`: a limit as a message says it. */
function formatBytes(bytes) {
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0)
        return `${bytes / 1024 / 1024} MiB`;
    if (bytes >= 1024 && bytes % 1024 === 0)
        return `${bytes / 1024} KiB`;
    return `${bytes} bytes`;
}
/** The file's bytes, at most `maxBytes`; refuses anything but a regular file, and a larger one. */
function readBoundedSync(file, maxBytes) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, OPEN_FLAGS);
    }
    catch (error) {
        throw refusedOnOpen(error, file);
    }
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!stats.isFile())
            throw notRegular(stats, file);
        const chunks = [];
        let total = 0;
        for (;;) {
            const buffer = Buffer.allocUnsafe(nextReadSize(stats.size, total, maxBytes));
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, buffer.length, null);
            if (read === 0)
                return Buffer.concat(chunks, total);
            chunks.push(buffer.subarray(0, read));
            total += read;
            if (total > maxBytes)
                throw tooLarge(maxBytes);
        }
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * The whole file in one read when its reported size is right (plus one byte, to see the end), never more than one byte
 * past the limit: the size is a hint, only the bytes read count.
 */
function nextReadSize(reportedSize, total, maxBytes) {
    return Math.max(1, Math.min(maxBytes + 1 - total, Math.max(CHUNK, reportedSize + 1 - total)));
}
const tooLarge = (maxBytes) => new FileRefusedError('too-large', `it is larger than ${formatBytes(maxBytes)}`);
function notRegular(stats, file) {
    const kinds = [
        [stats.isDirectory(), 'a directory'],
        [stats.isFIFO(), 'a named pipe (FIFO)'],
        [stats.isCharacterDevice(), 'a character device'],
        [stats.isBlockDevice(), 'a block device'],
        [stats.isSocket(), 'a socket'],
    ];
    const kind = kinds.find(([is]) => is)?.[1] ?? 'something other than a file';
    let link = false;
    try {
        link = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file).isSymbolicLink();
    }
    catch {
        // Gone since it was opened: say what it was.
    }
    return new FileRefusedError('not-a-regular-file', `it ${link ? 'is a symbolic link to' : 'is'} ${kind}, not a regular file`);
}
/** A socket (or a device with nothing behind it) cannot be opened at all: refused the same way. */
function refusedOnOpen(error, file) {
    if (error?.code !== 'ENXIO')
        return error;
    try {
        return notRegular((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file), file);
    }
    catch {
        return new FileRefusedError('not-a-regular-file', 'it is not a regular file');
    }
}


/***/ }),

/***/ 665:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ RESULT_OUTPUT),
/* harmony export */   CB: () => (/* binding */ VERIFIED_NOTE),
/* harmony export */   J7: () => (/* binding */ countsLine),
/* harmony export */   Jz: () => (/* binding */ SUMMARY_LIMIT_BYTES),
/* harmony export */   LA: () => (/* binding */ REVOKED_CONSEQUENCE),
/* harmony export */   MT: () => (/* binding */ verdictLine),
/* harmony export */   N4: () => (/* binding */ note),
/* harmony export */   Sg: () => (/* binding */ ANNOTATIONS_PER_STEP),
/* harmony export */   Vm: () => (/* binding */ runFooter),
/* harmony export */   _G: () => (/* binding */ OUTPUT_LIMIT_BYTES),
/* harmony export */   ax: () => (/* binding */ warningsWhy),
/* harmony export */   az: () => (/* binding */ annotationsShown),
/* harmony export */   fT: () => (/* binding */ fitOutput),
/* harmony export */   kS: () => (/* binding */ failedReport),
/* harmony export */   mW: () => (/* binding */ fitSummary),
/* harmony export */   oe: () => (/* binding */ writeFailureReason),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   uH: () => (/* binding */ deprecationText),
/* harmony export */   xT: () => (/* binding */ withinAnnotationLimits),
/* harmony export */   yU: () => (/* binding */ someOf)
/* harmony export */ });
/* unused harmony export FAILURE_REASONS */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8992);

/** The annotations a runner shows: folded where it `limited` (GitHub's per-step cap), else one per finding. */
function annotationsShown(annotations, limited) {
    const dropped = limited ? 'per-finding' : 'folded';
    return annotations.filter((a) => a.fold !== dropped).map(({ fold: _, ...shown }) => shown);
}
/** Why a step failed (`failure-reason`): a later step can tell a gate that tripped from a tool that could not work. */
const FAILURE_REASONS = (/* unused pure expression or super */ null && ([
    'deprecated-in-use',
    'revoked-in-use',
    'invalid-input',
    'service-error',
    'revocation-unavailable',
    'verification-timeout',
    'internal-error',
]));
/**
 * The `failure-reason` of writes that did not all succeed, given for each failure whether it was the service lacking
 * revocation; with no failure at all, the changes were made but not verified in time.
 */
function writeFailureReason(noRevocation) {
    if (noRevocation.length === 0)
        return 'verification-timeout';
    return noRevocation.every((n) => n) ? 'revocation-unavailable' : 'service-error';
}
const RESULT_OUTPUT = "the step's `result` output";
function failedReport(reason, message, summary = '', annotations = []) {
    return { outputs: {}, annotations, summary, verdict: { failed: true, reason, message }, warnings: [] };
}
function deprecationText(d) {
    return `${JSON.stringify(d.reason)}${d.link ? ` <${d.link}>` : ''}`;
}
/** What revocation means for whoever uses the version, as the service's runs say it. */
const REVOKED_CONSEQUENCE = 'Runs of new workspaces that use it will not proceed; workspaces that used it before go on with a warning.';
/** A summary's first line, and so a comment's: the verdict, then why (`why`, Markdown the caller made safe). */
function verdictLine(standing, why, run = 'the step') {
    switch (standing) {
        case 'fails':
            return `❌ **Fails**: ${why}`;
        case 'warns':
            return `⚠️ **Warns** (${run} passes): ${why}`;
        case 'passes':
            return `✅ **Passes**: ${why}`;
    }
}
/** "Versions: 1 deprecated · 2 not deprecated.": the counts that are not zero (never "0 failed"). */
function countsLine(label, counts) {
    const shown = counts.filter(([n]) => n > 0).map(([n, what]) => `${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .oh)(n)} ${what}`);
    return shown.length === 0 ? [] : [`${label}: ${shown.join(' · ')}.`, ''];
}
const LISTED_IN_A_SENTENCE = 5;
/** "1.0.0, 1.1.0 and 3 more". */
function someOf(items, max = LISTED_IN_A_SENTENCE) {
    return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}
/** "1 warning: TITLE", "3 warnings: A; B and 1 more". Titles may carry others' text: `safe` escapes it. */
function warningsWhy(annotations, safe) {
    const titles = annotations.filter((a) => a.level === 'warning').map((a) => safe(a.title ?? a.message));
    if (titles.length === 0)
        return '';
    const shown = titles.slice(0, 2);
    const more = titles.length - shown.length;
    return `${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(titles.length, 'warning')}: ${shown.join('; ')}${more > 0 ? ` and ${more} more` : ''}.`;
}
/** A note that renders as one everywhere (GitHub's `> [!NOTE]` alerts show as text elsewhere). */
function note(text) {
    return ['> **Note**', `> ${text}`, ''];
}
/** Tables longer than this fold into a `<details>` block, so the summary stays readable. */
const FOLD_ROWS = 20;
/** A Markdown table, folded into `<details>` past FOLD_ROWS rows; blank lines around it let Markdown render inside. */
function table(header, rows, label) {
    const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows];
    if (rows.length <= FOLD_ROWS)
        return lines;
    // The summary line is raw HTML, where Markdown escapes would show: escape it as HTML.
    const html = label.replace(_text_js__WEBPACK_IMPORTED_MODULE_0__/* .ONE_LINE */ .St, ' ').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    return [`<details><summary>${html}</summary>`, '', ...lines, '', '</details>'];
}
const VERIFIED_NOTE = 'Verified through the registry read API. ';
function runFooter(context, note = '') {
    // The note says what the run did (a read-back), with or without a run to link to.
    if (context.runUrl === undefined)
        return note.trim() === '' ? [] : [`<sub>${note.trim()}</sub>`];
    return [`<sub>${note}[${context.runLabel ?? 'Workflow run'}](${context.runUrl})</sub>`];
}
/** GitHub caps one output at 1 MB; a JSON output stays below it, leaving room for the others. */
const OUTPUT_LIMIT_BYTES = 900_000;
/** An output's JSON with fewer and fewer details (`levels`) until it fits; the last level whatever its size. */
function fitOutput(levels, build, limit = OUTPUT_LIMIT_BYTES) {
    let json = '';
    for (const level of levels) {
        json = JSON.stringify(build(level));
        // GitHub's limit is in bytes; names and reasons may be anything but ASCII.
        if (Buffer.byteLength(json, 'utf8') <= limit)
            break;
    }
    return json;
}
const SUMMARY_LIMIT_BYTES = 1_000_000;
const bytes = (text) => new TextEncoder().encode(text).length;
/**
 * The summary cut at a line below GitHub's limit, with a note saying how much was left out and where all of it is; a
 * `<details>` left open by the cut is closed, so the note renders.
 */
function fitSummary(markdown, limit = SUMMARY_LIMIT_BYTES, completeIn = RESULT_OUTPUT) {
    if (bytes(markdown) <= limit)
        return markdown;
    const lines = markdown.split('\n');
    const kept = [];
    let size = 0;
    for (const line of lines) {
        const next = bytes(line) + 1;
        // Room for the closing tags and the note.
        if (size + next > limit - 1_000)
            break;
        kept.push(line);
        size += next;
    }
    const open = kept.filter((l) => l.trim().startsWith('<details')).length - kept.filter((l) => l.trim() === '</details>').length;
    return [
        ...kept,
        ...Array.from({ length: Math.max(0, open) }, () => '</details>'),
        '',
        `> **Note**`,
        `> The summary stops here: GitHub shows at most 1 MiB of it, and ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(lines.length - kept.length, 'more line')} were left out. Every entry is in ${completeIn}.`,
        '',
    ].join('\n');
}
/** GitHub shows at most this many annotations of each level per step (and 50 per job). */
const ANNOTATIONS_PER_STEP = 10;
const LEVEL_ORDER = { error: 0, warning: 1, notice: 2 };
/**
 * The annotations as GitHub will show them: errors first, at most `room` of each level. Past that, the last one shown
 * says how many more there are and where, instead of GitHub dropping them in silence. `held` counts those of a level
 * already written to the log as plain lines; the note counts them too, in the slot the log left for it.
 */
function withinAnnotationLimits(annotations, room, held = {}, completeIn) {
    const sorted = [...annotations].sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
    const kept = [];
    for (const level of ['error', 'warning', 'notice']) {
        const ofLevel = sorted.filter((a) => a.level === level);
        const space = room[level];
        const inLog = held[level] ?? 0;
        // With no room left, even the overflow note would be dropped by GitHub: the caller logs it.
        if (space <= 0)
            continue;
        if (ofLevel.length <= space && inLog === 0) {
            kept.push(...ofLevel);
            continue;
        }
        const shown = Math.min(ofLevel.length, space - 1);
        const more = ofLevel.length - shown + inLog;
        const where = completeIn !== undefined
            ? inLog === 0
                ? `in ${completeIn}`
                : `in the log and in ${completeIn}`
            : inLog === 0
                ? 'in the step summary and the `result` output'
                : ofLevel.length === shown
                    ? 'in the log'
                    : 'in the log, the step summary and the `result` output';
        kept.push(...ofLevel.slice(0, shown), {
            level,
            title: `${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(more, `more ${level}`)} not shown here`,
            message: `GitHub shows at most ${ANNOTATIONS_PER_STEP} ${level} annotations per step; ${more === 1 ? 'the other one is' : `the other ${more} are`} ${where}.`,
        });
    }
    return kept;
}


/***/ }),

/***/ 4575:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ commandOfStatus),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   nZ: () => (/* binding */ COMMAND_NAMES)
/* harmony export */ });
/* unused harmony export COMMANDS */
/** The commands a run can be: the CLI's subcommands; the action infers one (action-inputs.ts). Pure, no imports. */
/** Each command: `status` is the action's value for it; `defaults` are the command line's own, which a flag may override. */
const COMMANDS = {
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
};
const COMMAND_NAMES = Object.keys(COMMANDS);
/** The `status` a command stands for, as the action names it (`check` for the gate and `usage`). */
const statusOf = (command) => COMMANDS[command].status;
/** The command that sets a status, as the command line names it: the first with that status. */
const commandOfStatus = (status) => COMMAND_NAMES.find((name) => statusOf(name) === status);


/***/ }),

/***/ 1845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eo: () => (/* binding */ INPUT_KEYS),
  GS: () => (/* binding */ SETTING_KEYS),
  OB: () => (/* binding */ rowOf)
});

// UNUSED EXPORTS: SETTINGS

// EXTERNAL MODULE: ./src/settings/commands.ts
var commands = __webpack_require__(4575);
;// CONCATENATED MODULE: ./src/settings/cli-options.ts
/** The command line's own options: rows of the table (table.ts) with a flag and no input of the action. Pure. */

const CLI_OPTIONS = {
    codequalityFile: {
        flag: 'codequality-file',
        kind: 'path',
        commands: ['check', 'gate'],
        doc: 'write a GitLab Code Quality report (artifacts: reports: codequality)',
        valueName: 'PATH',
    },
    base: {
        flag: 'base',
        kind: 'text',
        commands: ['gate'],
        doc: 'with --only-new: the commit to compare with, a SHA or a name such as origin/main (default in a GitLab merge request pipeline: CI_MERGE_REQUEST_DIFF_BASE_SHA)',
        valueName: 'COMMIT',
    },
    resultFile: {
        flag: 'result-file',
        kind: 'path',
        commands: ['gate', 'campaign'],
        doc: 'write every call (the whole result, whatever its size) as JSON to PATH',
        valueName: 'PATH',
    },
    diffFile: {
        flag: 'diff-file',
        kind: 'path',
        commands: ['gate'],
        doc: 'with --fix --dry-run: write the unified diff to PATH, byte for byte (git apply takes it)',
        valueName: 'PATH',
    },
    json: {
        flag: 'json',
        kind: 'switch',
        default: false,
        commands: commands/* COMMAND_NAMES */.nZ,
        doc: 'print one JSON document on stdout: result, outputs, verdict',
    },
    summaryFile: {
        flag: 'summary-file',
        kind: 'path',
        commands: commands/* COMMAND_NAMES */.nZ,
        doc: 'write the Markdown summary (as the job summary) to PATH (files are never written through a symbolic link)',
        valueName: 'PATH',
    },
    verbose: {
        flag: 'verbose',
        kind: 'switch',
        default: false,
        commands: commands/* COMMAND_NAMES */.nZ,
        doc: 'print debug lines on stderr',
    },
    help: { flag: 'help', kind: 'switch', default: false, commands: commands/* COMMAND_NAMES */.nZ, doc: 'this help' },
};
const CLI_FILE_OPTIONS = Object.keys(CLI_OPTIONS).filter((key) => CLI_OPTIONS[key].kind === 'path');

;// CONCATENATED MODULE: ./src/settings/table.ts


// The commands that share flags, each list in the order help shows them.
const MODULE_COMMANDS = ['deprecate', 'undeprecate', 'revoke', 'unrevoke', 'check', 'usage'];
const CHANGING = ['deprecate', 'undeprecate', 'revoke', 'unrevoke'];
const DEPRECATING = ['deprecate', 'revoke'];
const JUDGING = ['check', 'usage', 'gate'];
/** The rows, in help's order: what the run is about, what it does, how it runs, where it connects; CLI options last. */
const SETTINGS = {
    status: {
        input: 'status',
        notAFlag: {
            why: 'the command says it: deprecate, undeprecate, revoke, unrevoke, check, gate, usage, report or campaign',
            givenAs: 'the command',
            taken: true,
        },
        kind: 'choice',
        values: ['deprecated', 'undeprecated', 'revoked', 'unrevoked', 'check', 'report', 'campaign'],
        doc: 'what to do with the versions',
    },
    source: {
        input: 'source',
        kind: 'text',
        commands: [...MODULE_COMMANDS, 'report', 'campaign'],
        doc: 'the module as in a module block: HOST/NAMESPACE/NAME/PROVIDER',
        valueName: 'ADDRESS',
    },
    organization: {
        input: 'organization',
        kind: 'text',
        commands: [...MODULE_COMMANDS, 'gate', 'report', 'campaign'],
        doc: 'the organization (default: the namespace of --source, TF_CLOUD_ORGANIZATION)',
        valueName: 'ORG',
    },
    namespace: {
        input: 'namespace',
        kind: 'text',
        commands: MODULE_COMMANDS,
        doc: "the module's namespace, without --source (default: the organization)",
        valueName: 'NAMESPACE',
    },
    module: {
        input: 'module',
        kind: 'text',
        commands: [...MODULE_COMMANDS, 'report', 'campaign'],
        doc: 'the module name, without --source, e.g. vpc',
        valueName: 'NAME',
    },
    provider: {
        input: 'provider',
        kind: 'text',
        commands: MODULE_COMMANDS,
        doc: 'the module provider, without --source, e.g. aws',
        valueName: 'PROVIDER',
    },
    repositories: {
        input: 'repositories',
        kind: 'lines',
        commands: ['campaign'],
        doc: "the repositories to look in: an owner, or OWNER/NAME patterns, `!` to leave some out (default: the workflow's owner)",
        valueName: 'LIST',
    },
    version: {
        input: 'version',
        kind: 'text',
        commands: MODULE_COMMANDS,
        doc: 'versions or a constraint: "1.0.0, 1.1.0", "< 2.0.0", "~> 1.2"',
        valueName: 'VERSIONS',
    },
    configDirectory: {
        input: 'config-directory',
        notAFlag: {
            why: 'give the directories to `gate` as arguments: `gate DIR...`',
            givenAs: '`gate DIR`',
            taken: true,
        },
        kind: 'lines',
        doc: 'the configuration directories to check',
    },
    policyFile: {
        input: 'policy-file',
        notAFlag: {
            why: 'give the file to `policy`: `policy plan FILE` or `policy apply FILE`',
            givenAs: 'the policy file',
            taken: true,
        },
        kind: 'path',
        doc: 'a YAML policy file',
    },
    reason: {
        input: 'reason',
        kind: 'text',
        commands: DEPRECATING,
        doc: 'why consumers should move on; they see it',
        valueName: 'TEXT',
    },
    link: {
        input: 'link',
        kind: 'text',
        commands: DEPRECATING,
        doc: 'a page with more, e.g. an upgrade guide',
        valueName: 'URL',
    },
    keepLatest: {
        input: 'keep-latest',
        kind: 'count',
        default: 0,
        range: { min: 0, max: 9999 },
        commands: DEPRECATING,
        doc: 'leave the N newest released versions alone',
        valueName: 'N',
    },
    keepReasons: {
        input: 'keep-reasons',
        kind: 'switch',
        default: false,
        commands: DEPRECATING,
        doc: 'versions already deprecated keep their reason and link',
        docOff: 'versions already deprecated take --reason and --link too',
    },
    onPrerelease: {
        input: 'on-prerelease',
        notAFlag: { why: 'it applies to a GitHub release event, which the command line has not', taken: false },
        kind: 'choice',
        default: 'skip',
        values: ['skip', 'deprecate'],
        expected: 'skip or deprecate',
        doc: 'on a release event for a prerelease: change nothing, or go ahead',
    },
    revokeOnlyUnused: {
        input: 'revoke-only-unused',
        kind: 'switch',
        default: false,
        commands: ['revoke'],
        doc: 'revoke only the versions no workspace uses; deprecate the others',
        docOff: 'revoke every selected version',
    },
    failOnDeprecated: {
        input: 'fail-on-deprecated',
        kind: 'switch',
        default: true,
        commands: JUDGING,
        doc: 'fail (exit 1) on a deprecated version',
        docOff: 'only warn of a deprecated version',
    },
    failOnRevoked: {
        input: 'fail-on-revoked',
        kind: 'switch',
        default: true,
        commands: JUDGING,
        doc: 'fail (exit 1) on a revoked version',
        docOff: 'only warn of a revoked version',
    },
    onlyNew: {
        input: 'only-new',
        kind: 'switch',
        default: false,
        commands: ['gate'],
        doc: 'fail only on calls the change adds or moves, over --base; warn of the others',
        docOff: 'judge every call',
    },
    tool: {
        input: 'tool',
        kind: 'choice',
        values: ['terraform', 'opentofu'],
        expected: '`terraform` or `opentofu` (the tool that runs the configurations, whose rule on .tofu files applies), or empty to judge the calls both would read',
        commands: ['gate'],
        doc: 'the tool that runs the configurations, whose rule on .tofu files applies (default: the calls both read are judged)',
    },
    fix: {
        input: 'fix',
        kind: 'switch',
        default: false,
        commands: ['gate'],
        doc: 'rewrite each deprecated or revoked version in place, within its major version (with --dry-run: print the diff, write nothing)',
        docOff: 'rewrite nothing',
    },
    fixMajor: {
        input: 'fix-major',
        kind: 'switch',
        default: false,
        commands: ['gate', 'campaign'],
        doc: 'with --fix: also write a suggested version of another major version (check its changes first)',
        docOff: 'with --fix: stay within each major version',
    },
    failOnByHand: {
        input: 'fail-on-by-hand',
        kind: 'switch',
        default: false,
        commands: ['gate'],
        doc: 'with --fix: fail (exit 1) when a call is left to a person, so that a migration that moves nothing does not read as done',
        docOff: 'with --fix: pass when calls are left to a person',
    },
    suggest: {
        input: 'suggest',
        notAFlag: {
            why: 'it suggests changes in a GitHub pull request review; `gate --fix --dry-run` prints them as a diff',
            taken: false,
        },
        kind: 'switch',
        default: false,
        doc: 'suggest each fix in a pull request review',
    },
    reportFile: {
        input: 'report-file',
        kind: 'path',
        commands: ['report'],
        doc: 'write the report as JSON (the next --previous-report)',
        valueName: 'PATH',
    },
    reportCsv: {
        input: 'report-csv',
        kind: 'path',
        commands: ['report'],
        doc: 'write the report as CSV, one row per version and workspace',
        valueName: 'PATH',
    },
    previousReport: {
        input: 'previous-report',
        kind: 'path',
        commands: ['report'],
        doc: "last run's --report-file: adds the burn-down since then",
        valueName: 'PATH',
    },
    changeRequests: {
        input: 'change-requests',
        kind: 'switch',
        default: false,
        commands: ['report'],
        doc: 'open a change request on each workspace that uses a deprecated or revoked version',
        docOff: 'open no change request',
    },
    changeRequestsLimit: {
        input: 'change-requests-limit',
        kind: 'count',
        default: 100,
        range: { min: 1, max: 100_000 },
        commands: ['report'],
        doc: 'the most change requests one run opens',
        valueName: 'N',
    },
    pullRequestsLimit: {
        input: 'pull-requests-limit',
        kind: 'count',
        default: 20,
        range: { min: 0, max: 1000 },
        commands: ['campaign'],
        doc: 'the most pull requests one run opens (updates and closes are not counted)',
        valueName: 'N',
    },
    codeSearch: {
        input: 'code-search',
        kind: 'switch',
        default: false,
        commands: ['campaign'],
        doc: "read only the repositories GitHub's code search finds the module in (the listing still names every one)",
        docOff: 'read every repository listed',
    },
    dryRun: {
        input: 'dry-run',
        kind: 'switch',
        default: false,
        commands: [...CHANGING, 'gate', 'report', 'campaign'],
        doc: 'read and plan, change nothing',
        docOff: 'make the changes',
    },
    allowEmpty: {
        input: 'allow-empty',
        kind: 'switch',
        default: false,
        commands: ['gate'],
        doc: 'pass when no module call uses the registry checked',
        docOff: 'fail when no module call uses the registry checked',
    },
    sarifFile: {
        input: 'sarif-file',
        kind: 'path',
        commands: ['gate'],
        doc: 'write a SARIF 2.1.0 log of the findings, for code scanning',
        valueName: 'PATH',
    },
    verify: {
        input: 'verify',
        kind: 'switch',
        default: true,
        commands: [...CHANGING, 'policy'],
        doc: 'read each change back until the registry shows it',
        docOff: 'do not read the changes back',
    },
    verifyTimeout: {
        input: 'verify-timeout',
        kind: 'seconds',
        default: 30,
        range: { min: 0, max: 3600 },
        commands: [...CHANGING, 'policy'],
        doc: 'seconds to wait for the registry to show the changes',
        valueName: 'S',
    },
    usage: {
        input: 'usage',
        kind: 'choice',
        default: 'auto',
        values: ['auto', 'true', 'false'],
        expected: 'auto (read who uses each version when the token may), true (required) or false (never)',
        commands: [...CHANGING, 'check', 'usage', 'policy', 'report', 'campaign'],
        doc: 'read which workspaces use each version, from Explorer',
    },
    hostname: {
        input: 'hostname',
        kind: 'text',
        commands: commands/* COMMAND_NAMES */.nZ,
        doc: 'the service (default TF_HOSTNAME, else app.terraform.io)',
        valueName: 'HOST',
    },
    requestTimeout: {
        input: 'request-timeout',
        kind: 'seconds',
        default: 30,
        range: { min: 0, max: 600 },
        positive: true,
        commands: commands/* COMMAND_NAMES */.nZ,
        doc: 'seconds to wait for one answer before retrying',
        valueName: 'S',
    },
    token: { input: 'token', notAFlag: { givenAs: 'the token', taken: false }, kind: 'secret', doc: 'the API token' },
    usageToken: {
        input: 'usage-token',
        notAFlag: { givenAs: 'TFE_USAGE_TOKEN', taken: true },
        kind: 'secret',
        doc: 'a token for reading usage from Explorer only',
    },
    comment: {
        input: 'comment',
        notAFlag: {
            why: 'the command line writes no pull request comment; --summary-file writes the same Markdown',
            taken: false,
        },
        kind: 'choice',
        default: 'never',
        values: ['never', 'always', 'changes'],
        expected: 'never, always or changes',
        doc: 'write the summary as one pull request comment',
    },
    githubToken: {
        input: 'github-token',
        notAFlag: { givenAs: 'GH_TOKEN or GITHUB_TOKEN', taken: true },
        kind: 'secret',
        default: '${{ github.token }}',
        doc: "the token that writes the pull request comment, or the campaign's pull requests",
    },
    ...CLI_OPTIONS,
};
const SETTING_KEYS = Object.keys(SETTINGS);
/** A row as the code that reads any row sees it: its flag named, its commands listed. */
const rowOf = (key) => ROWS[key];
const ROWS = Object.fromEntries(Object.entries(SETTINGS).map(([key, row]) => [
    key,
    {
        ...row,
        commands: row.commands ?? [],
        ...(row.flag === undefined && row.notAFlag === undefined && row.kind !== 'secret' && { flag: row.input }),
    },
]));
const INPUT_KEYS = SETTING_KEYS.filter((key) => rowOf(key).input !== undefined);


/***/ }),

/***/ 8992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BX: () => (/* binding */ inSentence),
/* harmony export */   GA: () => (/* binding */ cellCode),
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   II: () => (/* binding */ showFile),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   P8: () => (/* binding */ showPath),
/* harmony export */   St: () => (/* binding */ ONE_LINE),
/* harmony export */   WU: () => (/* binding */ show),
/* harmony export */   a3: () => (/* binding */ moreInformation),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   em: () => (/* binding */ sentence),
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   iQ: () => (/* binding */ markdownLink),
/* harmony export */   kf: () => (/* binding */ messageCell),
/* harmony export */   lz: () => (/* binding */ lineLink),
/* harmony export */   oM: () => (/* binding */ loggable),
/* harmony export */   oh: () => (/* binding */ thousands)
/* harmony export */ });
/* unused harmony export withoutMentions */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _action_interface_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5647);
/* harmony import */ var _settings_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1845);
/**
 * Text made safe for the place it goes: a value quoted in a message, one log line, a Markdown cell, code span or link.
 * Text the action did not write (service answers, file contents and names) goes through one of these. Pure.
 */



/** A user's value in an error: quoted, control characters escaped, clipped. */
function show(value) {
    const clipped = value.length > 60 ? `${value.slice(0, 60)}…` : value;
    return JSON.stringify(clipped);
}
/** A file name in a message: quoted, control characters escaped, clipped. */
const showFile = (file) => JSON.stringify(file.length > 500 ? `${file.slice(0, 500)}…` : file);
/** A path as the workspace sees it, with forward slashes: `.` for the workspace itself. */
function showPath(workspace, file) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(workspace, file);
    return (relative === '' ? '.' : relative).split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/');
}
/**
 * Text from the service on one log line: control characters written as escapes. The runner reads a line starting with
 * `::` as a workflow command, so a raw newline could print `::add-mask::` or a fake annotation of the service's.
 */
function printable(text) {
    return text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, (c) => {
        const escapes = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
        return escapes[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    });
}
/**
 * A log line that may carry text the action did not write, made so the runner reads no command in it. The runner obeys
 * `::command::` at the start of a line after any white space, and the legacy `##[command]` anywhere (actions/runner,
 * ActionCommand.TryParseV2 and TryParse): after `printable`, a zero-width space splits a leading `::` and every `##[`.
 */
function loggable(text) {
    return printable(text)
        .replace(/^(\s*):(?=:)/u, '$1:\u200b')
        .replace(/##\[/g, '##\u200b[');
}
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
/**
 * Trimmed, with a full stop where it ends without one: a finding's parts are read one a line in an annotation and one
 * after another elsewhere (SARIF, the command line), so each must end.
 */
function sentence(text) {
    const trimmed = text.trim();
    return trimmed === '' || /[.!?…][)"'\]»”’]*$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}
/** One of the action's own capitalised phrases as it reads inside a sentence; never for text it did not write. */
const inSentence = (phrase) => `${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}`;
/** "More information: URL" (two joined by "and"), put last so nothing is glued to a link read on one line. */
function moreInformation(links) {
    const distinct = [...new Set(links.filter((l) => l !== ''))];
    return distinct.length === 0 ? '' : `More information: ${distinct.join(' and ')}`;
}
/** "20,000", written out: the first `toLocaleString('en-US')` loads ICU's locale data, about 25 ms of a run. */
function thousands(n) {
    if (!Number.isSafeInteger(n))
        return String(n);
    const digits = String(Math.abs(n));
    const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
    return n < 0 ? `-${grouped}` : grouped;
}
/** `1 module`, `2 modules`. */
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
/**
 * A Markdown link to a URL the service stored: only an http(s) URL becomes a link (never `javascript:` or `data:`);
 * anything else, or one encodeURI cannot encode (a lone surrogate), is its label as text.
 */
function markdownLink(label, url) {
    if (!/^https?:\/\/[^/]/i.test(url))
        return label;
    try {
        // encodeURI leaves parentheses alone, and a `)` would end the link early.
        return `[${label}](${encodeURI(url).replace(/\(/g, '%28').replace(/\)/g, '%29')})`;
    }
    catch {
        return label;
    }
}
/**
 * A link to a line of a file at a commit (`blob` is the runner's URL of it): each part of `file` (relative to the
 * repository, any name) is percent-encoded; a path leaving the repository is its label as text. `label` is made safe.
 */
function lineLink(label, blob, file, line) {
    const parts = file.split('/');
    if (!/^https?:\/\/[^/]/i.test(blob) || parts.some((p) => p === '' || p === '.' || p === '..'))
        return label;
    try {
        const url = `${blob}/${parts.map(encodeURIComponent).join('/')}${line !== undefined ? `#L${line}` : ''}`;
        return `[${label}](${url.replace(/\(/g, '%28').replace(/\)/g, '%29')})`;
    }
    catch {
        return label;
    }
}
/** Table cells hold user text: keep it on one line and out of the table's syntax. */
function cell(text) {
    return escapeForCell(text).trim();
}
/**
 * Text that mentions no one: GitHub turns `@name` and `@org/team` where the `@` follows no letter, digit or `_` into a
 * mention that notifies them; a zero-width joiner after the `@` reads the same. `cell` and `messageCell` apply it.
 */
function withoutMentions(text) {
    return text.replace(/(?<![A-Za-z0-9_])@(?=[A-Za-z0-9])/g, '@\u200d');
}
/** Any line break or control character: what keeps text on one line replaces. */
const ONE_LINE = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;
function escapeForCell(text) {
    return (withoutMentions(text)
        // Any line break (a lone CR, NEL, U+2028/9 included) or control character would end the row.
        .replace(ONE_LINE, ' ')
        // `~` too: two of them in one cell would strike the text between them through (GFM).
        .replace(/[\\`*_[\]<>|~]/g, (c) => `\\${c}`));
}
/**
 * Text as inline code, shown literally: backslash escapes do not work in a code span, so the fence is one backtick
 * longer than the longest run in the text (CommonMark), padded when the text starts or ends with one. In a table cell
 * `|` ends the cell even inside code (GFM): there it is `\|`, which GFM turns back into a pipe.
 */
function code(text, options = {}) {
    const line = text.replace(ONE_LINE, ' ');
    if (line === '')
        return '';
    const longest = Math.max(0, ...[...line.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    const pad = /^[` ]|[` ]$/.test(line) ? ' ' : '';
    const body = options.inTable === true ? line.replace(/\|/g, '\\|') : line;
    return `${fence}${pad}${body}${pad}${fence}`;
}
const cellCode = (text) => code(text, { inTable: true });
/** Names the action's own messages put in code spans: its inputs and outputs, the policy file's keys, a few values. */
const OWN_CODE_WORDS = new Set([
    ..._settings_table_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_KEYS */ .eo.map((key) => (0,_settings_table_js__WEBPACK_IMPORTED_MODULE_2__/* .rowOf */ .OB)(key).input),
    ...Object.keys(_action_interface_js__WEBPACK_IMPORTED_MODULE_1__/* .BLANK_OUTPUTS */ .Q),
    'gate-result.json',
    ...['$schema', 'prune', 'modules', 'name', 'rules', 'versions', 'revoke-on', 'only-unused', 'revoked-versions'],
    ...['http://', 'https://', 'host=token'],
]);
/** `status: check`, `usage: true`: an input (or key) of the action and a plain value. */
const isOwnCodeSpan = (text) => {
    if (OWN_CODE_WORDS.has(text))
        return true;
    const setting = /^([a-z-]+): ([a-z0-9.-]+)$/.exec(text);
    return setting !== null && OWN_CODE_WORDS.has(setting[1]);
};
/**
 * A message for the job summary, on one line: a code span naming one of the action's own words (check `hostname`)
 * renders as code; everything else, service and file text included, stays escaped as `cell` leaves it.
 */
function messageCell(text) {
    const parts = [];
    let last = 0;
    for (const match of text.matchAll(/`([a-z$][a-z0-9$:/=.-]*(?:: [a-z0-9.-]+)?)`/g)) {
        if (!isOwnCodeSpan(match[1]))
            continue;
        parts.push(escapeForCell(text.slice(last, match.index)), cellCode(match[1]));
        last = match.index + match[0].length;
    }
    parts.push(escapeForCell(text.slice(last)));
    return parts.join('').trim();
}


/***/ }),

/***/ 4344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P2: () => (/* binding */ validateLink),
/* harmony export */   SP: () => (/* binding */ CONTROL_IN_TEXT),
/* harmony export */   hl: () => (/* binding */ MAX_REASON_LENGTH),
/* harmony export */   il: () => (/* binding */ CONTROL_IN_NAME),
/* harmony export */   kG: () => (/* binding */ commitNameProblem),
/* harmony export */   pk: () => (/* binding */ COMMIT_SHA),
/* harmony export */   r6: () => (/* binding */ escapes)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/** Checks shared by every place a user's value arrives (action inputs, the policy file), and where a path leads. */

const MAX_REASON_LENGTH = 1000;
const MAX_LINK_LENGTH = 2048;
/** Control characters other than tab and newline: free text (a reason) may hold those two. */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f]/;
/** A commit's full SHA: SHA-1, or SHA-256 in a repository that uses it. */
const COMMIT_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/** Any control character: a name or a path holds none. */
const CONTROL_IN_NAME = /[\u0000-\u001f\u007f]/;
/** An absolute http(s) URL with a host, and nothing a browser would run. */
function validateLink(raw) {
    if (raw.length > MAX_LINK_LENGTH)
        return `must be at most ${MAX_LINK_LENGTH} characters`;
    if (/\s/.test(raw) || CONTROL_IN_NAME.test(raw))
        return 'must not contain whitespace or control characters';
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return 'must be an absolute http(s) URL such as https://example.com/upgrade-guide';
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') {
        return 'must be an absolute http(s) URL such as https://example.com/upgrade-guide';
    }
    if (url.username !== '' || url.password !== '')
        return 'must not contain credentials: every consumer sees it';
    return undefined;
}
/**
 * Why `value` cannot name one commit for git (`--base`): a SHA or a name git resolves (origin/main, HEAD~1). It reaches
 * git as an argument, so it never starts with `-`; a range (`a..b`) or whitespace names no single commit.
 */
function commitNameProblem(value) {
    if (value === '')
        return 'is empty';
    if (value.length > 256)
        return 'is longer than 256 characters';
    if (value.startsWith('-'))
        return 'starts with "-"';
    if (/\s/.test(value) || CONTROL_IN_NAME.test(value))
        return 'holds whitespace or control characters';
    if (value.includes('..'))
        return 'is a range, not one commit';
    return undefined;
}
/** Whether a path from path.relative leaves its base: `..` or `../x`, not a name such as `..x`. */
const escapes = (relative) => relative === '..' || relative.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)}`) || node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(relative);


/***/ }),

/***/ 3395:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dy: () => (/* binding */ names),
/* harmony export */   KE: () => (/* binding */ listed),
/* harmony export */   SI: () => (/* binding */ seeSummary),
/* harmony export */   Vh: () => (/* binding */ initial),
/* harmony export */   dC: () => (/* binding */ ACTION_WORDS)
/* harmony export */ });
/* unused harmony export CLI_WORDS */
/* harmony import */ var _settings_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1845);
/* harmony import */ var _settings_commands_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4575);


/** A setting as the action names it: its input (the command line's own options by their flag). */
const inputName = (key) => {
    const row = (0,_settings_table_js__WEBPACK_IMPORTED_MODULE_0__/* .rowOf */ .OB)(key);
    return row.input ?? `--${row.flag ?? key}`;
};
/** How a workflow names things: the inputs under `with:`, the job summary, the annotations. */
const ACTION_WORDS = {
    input: (key) => `input \`${inputName(key)}\``,
    name: (key) => `\`${inputName(key)}\``,
    inputs: (keys) => keys.length === 1
        ? `input \`${inputName(keys[0])}\``
        : `inputs ${listed(keys.map((k) => `\`${inputName(k)}\``))}`,
    setting: (key, value) => `\`${inputName(key)}: ${value}\``,
    takes: (key) => (0,_settings_table_js__WEBPACK_IMPORTED_MODULE_0__/* .rowOf */ .OB)(key).input !== undefined,
    status: (value) => `\`${value}\``,
    output: (name) => `the \`${name}\` output`,
    summary: 'the step summary',
    annotations: 'the annotations',
    run: 'the step',
    setup: 'the workflow',
};
/** A setting as the command line names it: its flag, else how it is given (`TFE_USAGE_TOKEN`). */
const flagName = (key) => {
    const row = (0,_settings_table_js__WEBPACK_IMPORTED_MODULE_0__/* .rowOf */ .OB)(key);
    return row.flag !== undefined ? `--${row.flag}` : (row.notAFlag?.givenAs ?? `\`${row.input ?? key}\``);
};
/** Settings are flags, the Explorer token TFE_USAGE_TOKEN, a status a command, the report the summary and its lines. */
const CLI_WORDS = {
    input: flagName,
    name: flagName,
    inputs: (keys) => listed(keys.map(flagName)),
    setting: (key, value) => {
        const row = (0,_settings_table_js__WEBPACK_IMPORTED_MODULE_0__/* .rowOf */ .OB)(key);
        if (key === 'status')
            return CLI_WORDS.status(value);
        if (row.flag === undefined)
            return flagName(key);
        if (row.kind === 'switch')
            return value === 'false' ? `--no-${row.flag}` : `--${row.flag}`;
        return `--${row.flag} ${/\s/.test(value) ? JSON.stringify(value) : value}`;
    },
    takes: (key) => {
        const row = (0,_settings_table_js__WEBPACK_IMPORTED_MODULE_0__/* .rowOf */ .OB)(key);
        return row.flag !== undefined || row.notAFlag?.taken === true;
    },
    status: (value) => `\`${(0,_settings_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .commandOfStatus */ .BU)(value) ?? value}\``,
    output: (name) => `\`${name}\` (--json)`,
    summary: 'the summary',
    annotations: 'the FILE:LINE lines',
    run: 'the command',
    setup: 'the command line',
};
/** Words in a sentence: "a", "a and b", "a, b and c". */
const listed = (words) => words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
const initial = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/** Where a failed run's details are, and whether running it again helps: the end of a verdict. */
const seeSummary = (words, rerunMayHelp) => `See ${words.summary}${rerunMayHelp ? `; running ${words.run} again retries only what is not done` : ''}.`;
const names = (words, keys) => keys.map((k) => words.name(k)).join(', ');


/***/ })

};
