export const id = 466;
export const ids = [466];
export const modules = {

/***/ 2466:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseGateInputs: () => (/* binding */ parseGateInputs),
/* harmony export */   parseGateRequest: () => (/* binding */ parseGateRequest)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _request_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(980);
/* harmony import */ var _validation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4344);
/* harmony import */ var _hcl_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3091);
/* harmony import */ var _scan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2721);
/**
 * The gate's inputs: `config-directory` and what it rules out, the connection, and whether a
 * deprecated version fails the step. Checks that the directories exist. Every problem is
 * reported at once, each naming its input.
 */






function parseGateRequest(read, env, cwd = process.cwd()) {
    const problems = [];
    const warnings = [];
    const input = (name) => read(name).trim();
    const status = (0,_request_js__WEBPACK_IMPORTED_MODULE_2__/* .parseStatus */ .i$)(read('status'), problems);
    const connection = (0,_request_js__WEBPACK_IMPORTED_MODULE_2__/* .parseConnection */ .C8)(read, env, problems);
    const organizationRaw = input('organization') || env.TF_CLOUD_ORGANIZATION?.trim() || '';
    const organization = organizationRaw === '' ? undefined : (0,_request_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePart */ .x2)('organization', 'organization', organizationRaw, problems);
    (0,_request_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDeprecationText */ .Hx)(read, status, problems, warnings);
    const failOnDeprecated = (0,_request_js__WEBPACK_IMPORTED_MODULE_2__/* .parseBoolean */ .yG)('fail-on-deprecated', read('fail-on-deprecated'), true, problems);
    const allowEmpty = (0,_request_js__WEBPACK_IMPORTED_MODULE_2__/* .parseBoolean */ .yG)('allow-empty', read('allow-empty'), false, problems);
    const failOnRevoked = (0,_request_js__WEBPACK_IMPORTED_MODULE_2__/* .parseBoolean */ .yG)('fail-on-revoked', read('fail-on-revoked'), true, problems);
    const { requestTimeoutMs } = (0,_request_js__WEBPACK_IMPORTED_MODULE_2__/* .parseRunOptions */ .di)(read, problems);
    (0,_request_js__WEBPACK_IMPORTED_MODULE_2__/* .parseKeepLatest */ .qp)(read, status, problems, warnings);
    const gate = parseGateInputs(input, status === 'check', env, cwd, problems);
    if (problems.length > 0)
        throw new _request_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(problems);
    return {
        kind: 'gate',
        ...connection,
        gate: { ...gate, ...(organization !== undefined && { organization }) },
        failOnDeprecated,
        allowEmpty,
        failOnRevoked,
        requestTimeoutMs,
        warnings,
    };
}
/** Inputs that pick one module and its versions, which the gate finds for itself. */
const SINGLE_MODULE_INPUTS = ['version', 'source', 'module', 'provider', 'namespace'];
function parseGateInputs(input, isCheck, env, cwd, problems) {
    if (!isCheck) {
        problems.push('Input `config-directory` works only with status check: remove it, or set `status: check`.');
    }
    const conflicting = SINGLE_MODULE_INPUTS.filter((name) => input(name) !== '');
    if (conflicting.length > 0) {
        problems.push(`Input \`config-directory\` cannot be combined with ${conflicting.map((n) => `\`${n}\``).join(', ')}: the gate finds the modules and versions in the configuration. Give either \`config-directory\` or one module's ${conflicting.length === 1 ? 'input' : 'inputs'}.`);
    }
    const workspace = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, env.GITHUB_WORKSPACE?.trim() || '.');
    const from = env.GITHUB_WORKSPACE?.trim() ? 'GITHUB_WORKSPACE' : 'the working directory';
    const directories = [];
    const add = (absolute) => {
        if (!directories.some((d) => d.path === absolute)) {
            directories.push({ path: absolute, display: (0,_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .showPath */ .P8)(workspace, absolute) });
        }
    };
    for (const raw of input('config-directory').split(/\r?\n/)) {
        const value = raw.trim();
        if (value === '')
            continue;
        if (_validation_js__WEBPACK_IMPORTED_MODULE_5__/* .CONTROL_IN_NAME */ .il.test(value)) {
            problems.push('Input `config-directory` must not contain control characters.');
            continue;
        }
        const shown = JSON.stringify(value);
        if (isGlob(value)) {
            const matched = matchConfigurations(workspace, value);
            if (matched.length === 0) {
                problems.push(`Input \`config-directory\`: ${shown} matches no directory holding .tf or .tf.json files (patterns start at ${from}).`);
            }
            for (const absolute of matched)
                add(absolute);
            continue;
        }
        const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace, value);
        let isDirectory;
        try {
            isDirectory = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(absolute).isDirectory();
        }
        catch {
            problems.push(`Input \`config-directory\`: ${shown} does not exist (looked for ${absolute}; relative paths start at ${from}).`);
            continue;
        }
        if (!isDirectory) {
            problems.push(`Input \`config-directory\`: ${shown} is a file; give the directory that holds the .tf files.`);
            continue;
        }
        // A directory with no configuration file would pass with nothing checked: a wrong path, most likely.
        if (!holdsConfiguration(absolute)) {
            problems.push(`Input \`config-directory\`: ${shown} holds no .tf or .tf.json file; give the directory of a Terraform configuration (or a pattern such as \`stacks/*\`).`);
            continue;
        }
        add(absolute);
    }
    return { directories, workspace, dataDir: env.TF_DATA_DIR?.trim() || '.terraform' };
}
const isGlob = (value) => /[*?[\]{}]/.test(value);
function holdsConfiguration(directory) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(directory).some((name) => !name.startsWith('.') && (0,_hcl_js__WEBPACK_IMPORTED_MODULE_3__/* .isConfigurationFile */ .lJ)(name));
    }
    catch {
        return false;
    }
}
/**
 * The directories a pattern names (`stacks/*`, `live/**` for every level), in order, that hold a
 * Terraform configuration. Hidden directories (`.terraform`, `.git`) are never configurations.
 */
function matchConfigurations(workspace, pattern) {
    // `dir/**` asks for every directory below dir, dir itself included, as glob's `**` does.
    const matches = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.globSync)(pattern.replace(/\/+$/, ''), {
        cwd: workspace,
        exclude: (name) => node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(name).startsWith('.'),
    });
    return [...new Set(matches.map((m) => node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace, m)))]
        .filter((absolute) => {
        const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(workspace, absolute);
        return (!relative.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relative) && statSafe(absolute) && holdsConfiguration(absolute));
    })
        .sort();
}
function statSafe(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).isDirectory();
    }
    catch {
        return false;
    }
}


/***/ })

};
