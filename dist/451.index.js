export const id = 451;
export const ids = [451];
export const modules = {

/***/ 3663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ runOptionsOf)
/* harmony export */ });
const runOptionsOf = (settings) => ({
    dryRun: settings.dryRun,
    verify: settings.verify,
    verifyTimeoutMs: settings.verifyTimeout * 1000,
    requestTimeoutMs: settings.requestTimeout * 1000,
});


/***/ }),

/***/ 3451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parse: () => (/* binding */ parse)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/inputs/errors.ts
var errors = __webpack_require__(1318);
// EXTERNAL MODULE: ./src/connection.ts
var src_connection = __webpack_require__(7199);
// EXTERNAL MODULE: ./src/inputs/run-options.ts
var run_options = __webpack_require__(3663);
// EXTERNAL MODULE: ./src/wording.ts
var wording = __webpack_require__(3395);
// EXTERNAL MODULE: ./src/files/read-bounded.ts
var read_bounded = __webpack_require__(1543);
// EXTERNAL MODULE: ./src/policy/load.ts
var load = __webpack_require__(8164);
// EXTERNAL MODULE: ./src/policy/yaml-reader.ts
var yaml_reader = __webpack_require__(559);
;// CONCATENATED MODULE: ./src/policy/types.ts
/** Every entry of the policy, explicit or a pattern: what applies to each alike. */
const policyEntries = (policy) => [
    ...policy.modules,
    ...policy.patterns,
];

// EXTERNAL MODULE: ./src/report.ts
var report = __webpack_require__(665);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/policy/problems.ts
/**
 * A policy file with mistakes, reported in full: GitHub shows 10 annotations per step, and the one past them says the
 * others are in the step summary and the `result` output, so both list every mistake (within GitHub's limits). Pure.
 */


/** More rows than this would only be cut by GitHub's 1 MiB summary limit: the log has them all. */
const SUMMARY_PROBLEMS = 1000;
/** `result` lists this many mistakes at most, then fewer while it passes the output limit. */
const RESULT_LEVELS = [SUMMARY_PROBLEMS, 100, 10, 0];
/** The summary and `result` of a run stopped by mistakes in the policy file; other input problems come first. */
function policyProblemsReport(file, problems, others) {
    const total = (0,src_text/* plural */.LS)(problems.length, 'problem');
    const shown = problems.slice(0, SUMMARY_PROBLEMS);
    const rows = shown.map((p) => `| ${(0,src_text/* cell */.Hn)(`${file}:${p.line}:${p.column}`)} | ${(0,src_text/* cell */.Hn)(p.message)} |`);
    const lines = [
        `### Deprecation policy ${(0,src_text/* code */.aY)(file)}`,
        '',
        (0,report/* verdictLine */.MT)('fails', `${(0,src_text/* code */.aY)(file)} has ${total}; nothing was read from the service or changed.`),
        '',
        ...(others.length > 0 ? ['**Other inputs**', '', ...others.map((o) => `- ${(0,src_text/* cell */.Hn)(o)}`), ''] : []),
        ...(0,report/* table */.tp)(['Where', 'Problem'], rows, total),
        '',
        ...(shown.length < problems.length
            ? [`${(0,src_text/* plural */.LS)(problems.length - shown.length, 'more problem')} not listed here: the log lists every one.`, '']
            : []),
    ];
    const result = (0,report/* fitOutput */.fT)(RESULT_LEVELS, (most) => {
        const listed = problems.slice(0, most);
        return [
            {
                module: null,
                versions: [],
                file,
                error: `${file} has ${total}`,
                problems: listed.map((p) => ({ line: p.line, column: p.column, message: p.message })),
                ...(listed.length < problems.length && { 'problems-omitted': problems.length - listed.length }),
            },
        ];
    });
    return { summary: lines.join('\n'), outputs: { result } };
}

// EXTERNAL MODULE: ./src/usage/inputs.ts
var usage_inputs = __webpack_require__(6994);
// EXTERNAL MODULE: ./src/files/limits.ts
var limits = __webpack_require__(9507);
;// CONCATENATED MODULE: ./src/policy/inputs.ts
/**
 * The inputs of the policy mode: `policyFile`, read and validated, and the inputs that still
 * apply with it (connection, dry run, verify). Every problem is reported at once.
 */













/** Settings that describe one module; a policy file replaces them all. */
const PER_MODULE_INPUTS = [
    'status',
    'version',
    'organization',
    'namespace',
    'module',
    'provider',
    'source',
    'reason',
    'link',
    'configDirectory',
];
/** Where the policy file says what a per-module input says; undefined where it has no such setting. */
const IN_POLICY_FILE = {
    status: "a rule's `status`",
    version: "a rule's `versions`",
    organization: '`organization`',
    namespace: "a module's `source`",
    module: "a module's `source` or `name`",
    provider: "a module's `source` or `provider`",
    source: "a module's `source`",
    reason: "a rule's `reason`",
    link: "a rule's `link`",
    keepLatest: `a module's \`${load/* KEEP_LATEST */.QC}\``,
    revokeOnlyUnused: `a rule's \`${load/* ONLY_UNUSED */.EG}\``,
    // A rule's reason is the file's word on its versions: one to keep gets a rule of its own.
    keepReasons: 'a rule of their own, before the wider one, for the versions whose reason stays',
    // The gate's setting (configDirectory) has none: a policy run checks no configurations.
};
/** Names only settings the policy file really has, and says which inputs have none. */
function conflictProblem(conflicting, words) {
    const mapped = conflicting.filter((n) => IN_POLICY_FILE[n] !== undefined);
    const unmapped = conflicting.filter((n) => IN_POLICY_FILE[n] === undefined);
    return [
        `${(0,wording/* initial */.Vh)(words.input('policyFile'))} replaces the per-module inputs: remove ${(0,wording/* names */.Dy)(words, conflicting)}.`,
        mapped.length > 0
            ? `The policy file says the same with ${mapped.map((n) => `${IN_POLICY_FILE[n]} (for ${words.name(n)})`).join(', ')}.`
            : '',
        unmapped.length > 0
            ? `${(0,wording/* initial */.Vh)(words.inputs(unmapped))} ${unmapped.length === 1 ? 'belongs' : 'belong'} to the gate (${words.setting('status', 'check')} without ${words.name('policyFile')}): run the gate on its own.`
            : '',
    ]
        .filter((part) => part !== '')
        .join(' ');
}
/**
 * Reads `policyFile` and the inputs that still apply with it (connection, dry run, verify).
 * `readText` reads the file, relative to the workspace; it is passed in so tests need no disk.
 * Bytes are decoded by the loader, which refuses a file that is not UTF-8.
 */
/** The mode's request, from the inputs and the policy file, read from the workspace. */
function parse(inputs) {
    const { command, env, words } = inputs;
    const workspace = env.GITHUB_WORKSPACE || inputs.cwd;
    const readText = (file) => inputs.readFile(external_node_path_default().resolve(workspace, file), limits/* FILE_LIMITS */.S.policyFile);
    const problems = [];
    const fileInput = (0,wording/* initial */.Vh)(words.input('policyFile'));
    const annotations = [];
    const { settings } = command;
    const { policyFile } = settings;
    const conflicting = PER_MODULE_INPUTS.filter((key) => command.given(key));
    // `keepLatest` has a default of 0, so only a real value conflicts.
    if (settings.keepLatest !== 0)
        conflicting.push('keepLatest');
    // A policy says it per rule.
    if (settings.revokeOnlyUnused)
        conflicting.push('revokeOnlyUnused');
    if (settings.keepReasons)
        conflicting.push('keepReasons');
    if (conflicting.length > 0)
        problems.push(conflictProblem(conflicting, words));
    let text;
    try {
        text = readText(policyFile);
    }
    catch (error) {
        const code = error.code;
        const why = code === 'ENOENT'
            ? 'no such file (paths are relative to the workspace)'
            : error instanceof read_bounded/* FileRefusedError */.rr
                ? `${error.message}; a policy is a YAML file of at most ${(0,read_bounded/* formatBytes */.z3)(limits/* FILE_LIMITS */.S.policyFile)}`
                : error.message;
        problems.push(`${fileInput}: cannot read ${(0,src_text/* show */.WU)(policyFile)}: ${why}.`);
    }
    let policy;
    let mistakes;
    if (text !== undefined) {
        try {
            policy = (0,load/* parsePolicy */.ON)(text, policyFile);
        }
        catch (error) {
            if (!(error instanceof yaml_reader/* PolicyError */.pn))
                throw error;
            const said = `${fileInput}: ${error.message}`;
            problems.push(said);
            mistakes = { said, problems: error.problems };
            // Each mistake also at its line, where a pull request's diff shows it.
            const file = inWorkspace(policyFile, workspace);
            for (const p of error.problems) {
                annotations.push({
                    level: 'error',
                    title: 'Policy file',
                    message: `${p.message} (column ${p.column})`,
                    ...(file !== undefined && { file, line: p.line }),
                });
            }
        }
    }
    const connection = (0,src_connection/* parseConnection */.C)(command, env, problems, words, undefined, policy?.hostname !== undefined ? { host: policy.hostname, from: `\`hostname\` in ${policyFile}` } : undefined);
    const entries = policy === undefined ? [] : policyEntries(policy);
    for (const entry of entries) {
        if (entry.host !== undefined &&
            entry.host !== connection.service.host.toLowerCase() &&
            entry.host !== connection.service.hostname) {
            problems.push(`${fileInput}: ${policyFile}:${entry.line}: the module's source names host ${(0,src_text/* show */.WU)(entry.host)} but the service is ${(0,src_text/* show */.WU)(connection.service.host)}; one run talks to one host.`);
        }
    }
    const options = (0,run_options/* runOptionsOf */.F)(settings);
    const usageOptions = (0,usage_inputs/* parseUsageOptions */.r)(command, problems, words);
    if (usageOptions.usage === 'off' && entries.some((m) => m.rules.some((r) => r.onlyUnused))) {
        problems.push(`${(0,wording/* initial */.Vh)(words.input('usage'))} is false, but ${policyFile} has rules with \`${load/* ONLY_UNUSED */.EG}: true\`, which need to know who uses each version: remove one of them.`);
    }
    if (problems.length > 0 || policy === undefined) {
        // Past 10 annotations GitHub shows no more: the summary and `result` list every mistake.
        const details = mistakes &&
            policyProblemsReport(policyFile, mistakes.problems, problems.filter((p) => p !== mistakes?.said));
        throw new errors/* InputError */.d(problems, annotations, details);
    }
    const annotationFile = inWorkspace(policyFile, workspace);
    return {
        kind: 'policy',
        ...connection,
        ...options,
        ...usageOptions,
        policyFile,
        ...(annotationFile !== undefined && { annotationFile }),
        policy,
        warnings: [],
    };
}
/** The file's path relative to the workspace, as annotations need it; undefined outside it. */
function inWorkspace(file, workspace) {
    const relative = external_node_path_default().relative(workspace, external_node_path_default().resolve(workspace, file));
    return relative === '' || relative.startsWith('..') || external_node_path_default().isAbsolute(relative)
        ? undefined
        : relative.split((external_node_path_default()).sep).join('/');
}


/***/ }),

/***/ 6994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ usageLine),
/* harmony export */   r: () => (/* binding */ parseUsageOptions)
/* harmony export */ });
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3395);

/** What each value of `usage` asks for. */
const VALUES = {
    auto: 'auto',
    true: 'required',
    false: 'off',
};
/** The "Usage" line of the Inputs log group. */
function usageLine(options, words) {
    const what = {
        auto: 'auto: who uses each version, from Explorer, when the token may',
        required: `true: who uses each version, from Explorer; ${words.run} fails without it`,
        off: 'false: not read',
    }[options.usage];
    const withToken = options.usage !== 'off' && options.usageToken !== undefined;
    return ['Usage', `${what}${withToken ? ` (with ${words.name('usageToken')})` : ''}`];
}
function parseUsageOptions(command, problems, words) {
    const { usage, usageToken } = command.settings;
    if (usageToken !== '' && /\s/.test(usageToken)) {
        problems.push(`${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .initial */ .Vh)(words.input('usageToken'))} must be one token, without spaces or line breaks.`);
    }
    return { usage: VALUES[usage], ...(usageToken !== '' && { usageToken }) };
}


/***/ })

};
