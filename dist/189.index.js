export const id = 189;
export const ids = [189];
export const modules = {

/***/ 5567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _: () => (/* binding */ USER_AGENT),
  x: () => (/* binding */ VERSION)
});

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.0.0"};
;// CONCATENATED MODULE: ./src/action-version.ts
/**
 * The action's version, from package.json: the release script bumps that one place, and the
 * bundle carries the value (ncc inlines the JSON), so the user agent names the release it is.
 */

const VERSION = package_namespaceObject.rE;
/** Sent with every request, so a service operator can tell this action's traffic and release. */
const USER_AGENT = `tfe-module-deprecation-action/${VERSION} (+https://github.com/features/actions)`;


/***/ }),

/***/ 8196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZZ: () => (/* binding */ resolveWriteTarget),
/* harmony export */   kV: () => (/* binding */ WriteFileError),
/* harmony export */   kv: () => (/* binding */ writeFileSafely),
/* harmony export */   rX: () => (/* binding */ writeRoots)
/* harmony export */ });
/* unused harmony exports writeTargetProblem, snapshotOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8992);
/* harmony import */ var _validation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4344);
/**
 * Writing a file whose path a user named (`sarif-file`, `report-file`, the command line's
 * `--summary-file`, a configuration the gate fixes) in a tree a pull request may have filled:
 * a committed symbolic link at the file or in its folders would send the write anywhere on the
 * runner. So the target must lie inside one of the allowed roots (the workspace, the runner's
 * temporary folder), and no part of its path below the root may be a link (each checked with
 * lstat, never followed); the content goes to a new file beside it (created exclusively, under a
 * random name, never through a link) that is then renamed over the target, so a reader never
 * sees half a file and a hard link at the target keeps its other name's content.
 */






class WriteFileError extends Error {
    name = 'WriteFileError';
    kind;
    /** The target as the user named it. */
    target;
    constructor(message, kind, target) {
        super(message);
        this.kind = kind;
        this.target = target;
    }
}
/** The roots of a run: the workspace (GITHUB_WORKSPACE, else the working directory) and RUNNER_TEMP. */
function writeRoots(env, cwd) {
    const workspace = env.GITHUB_WORKSPACE?.trim();
    const temp = env.RUNNER_TEMP?.trim();
    return [
        workspace
            ? { path: node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(cwd, workspace), name: 'the workspace (GITHUB_WORKSPACE)' }
            : { path: node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(cwd), name: 'the working directory' },
        ...(temp ? [{ path: node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(cwd, temp), name: "the runner's temporary folder (RUNNER_TEMP)" }] : []),
    ];
}
/**
 * The absolute path `target` names, once it is known to be a place the action may write: inside
 * a root, no link on its way, not a directory. A folder on its way that does not exist yet is
 * fine (it is made). Throws a WriteFileError: checked before any request, and again on writing.
 */
function resolveWriteTarget(target, options) {
    const { absolute, root } = placeOf(target, options);
    checkChain(target, absolute, root, options.label);
    return absolute;
}
/** The problem with writing `target`, if any: resolveWriteTarget's error, or undefined. */
function writeTargetProblem(target, options) {
    try {
        resolveWriteTarget(target, options);
        return undefined;
    }
    catch (error) {
        if (error instanceof WriteFileError)
            return error;
        throw error;
    }
}
/** What the file at `file` is now, for `unchangedSince` later. */
async function snapshotOf(file, withContent = false) {
    const stats = await lstat(file);
    return {
        size: stats.size,
        mtimeMs: stats.mtimeMs,
        ...(withContent && { content: await readFile(file) }),
    };
}
/**
 * Writes `content` to `target` as above; returns the absolute path written. Throws a
 * WriteFileError that names the label, the target and what was wrong.
 */
async function writeFileSafely(target, content, options) {
    const { absolute, root } = placeOf(target, options);
    const fail = (kind, what) => new WriteFileError(`${options.label}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .showFile */ .II)(target)} ${what}`, kind, target);
    checkChain(target, absolute, root, options.label);
    const folder = node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(absolute);
    try {
        await makeFolders(root, folder);
    }
    catch (error) {
        throw fail('unwritable', `cannot be written: ${reasonOf(error)}.`);
    }
    // The folders made could have been swapped for links meanwhile: checked again before writing.
    checkChain(target, absolute, root, options.label);
    const existing = statOrUndefined(absolute);
    await checkUnchanged(existing, absolute, options.unchangedSince, fail);
    const temporary = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(folder, `.${node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(absolute)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex')}.tmp`);
    let created = false;
    try {
        // Exclusive creation never follows a link at the name, and O_NOFOLLOW says so twice.
        const flags = node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_EXCL | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW ?? 0);
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temporary, flags, 0o666);
        created = true;
        try {
            await handle.writeFile(content);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        // A file replaced keeps its permissions (a script stays executable).
        if (existing !== undefined)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.chmod)(temporary, existing.mode & 0o7777);
        checkChain(target, absolute, root, options.label);
        await checkUnchanged(statOrUndefined(absolute), absolute, options.unchangedSince, fail);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temporary, absolute);
        created = false;
    }
    catch (error) {
        if (error instanceof WriteFileError)
            throw error;
        throw fail('unwritable', `cannot be written: ${reasonOf(error)}.`);
    }
    finally {
        if (created)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.unlink)(temporary).catch(() => undefined);
    }
    return absolute;
}
/** The target as an absolute path, and the root it lies in; refused when in none. */
function placeOf(target, options) {
    const [first] = options.roots;
    if (first === undefined)
        throw new Error('writeFileSafely needs at least one root');
    const refuse = (what) => new WriteFileError(`${options.label}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .showFile */ .II)(target)} ${what}`, 'refused', target);
    if (target.trim() === '')
        throw refuse('is empty: name a file.');
    // A line break in a file name would split every log line and summary that shows it.
    if (_validation_js__WEBPACK_IMPORTED_MODULE_5__/* .CONTROL_IN_NAME */ .il.test(target))
        throw refuse('contains control characters: name a file without them.');
    // Lexically normal: `a/link/../b` is `a/b` here, and only `a/b` ever reaches the file system.
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(first.path, target);
    for (const root of options.roots) {
        for (const base of new Set([node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(root.path), realOrSame(root.path)])) {
            const relative = node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(base, absolute);
            if (relative === '')
                throw refuse(`is ${root.name} itself, a directory: name a file in it.`);
            if (!escapes(relative) && !node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(relative))
                return { absolute, root: base };
        }
    }
    const where = options.roots.map((r) => `${r.name}, ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .showFile */ .II)(r.path)}`).join(', or ');
    const resolved = node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(target) ? '' : ` (it resolves to ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .showFile */ .II)(absolute)})`;
    throw refuse(`is outside ${where}${resolved}: files are written only inside ${options.roots.length === 1 ? 'it' : 'one of them'}.`);
}
/** Every existing part of the path below the root: a folder and no link; the file itself no link, no directory. */
function checkChain(target, absolute, root, label) {
    const parts = node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(root, absolute).split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep));
    const refuse = (kind, what) => new WriteFileError(`${label}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .showFile */ .II)(target)} ${what}`, kind, target);
    let current = root;
    for (const [index, part] of parts.entries()) {
        current = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(current, part);
        let stats;
        try {
            stats = statOrUndefined(current);
        }
        catch (error) {
            throw refuse('unwritable', `cannot be written: ${reasonOf(error)}.`);
        }
        if (stats === undefined)
            return;
        const isFile = index === parts.length - 1;
        const shown = (0,_text_js__WEBPACK_IMPORTED_MODULE_4__/* .showFile */ .II)(node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(root, current).split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)).join('/'));
        if (stats.isSymbolicLink()) {
            throw refuse('refused', isFile
                ? 'is a symbolic link: files are never written through a link. Remove the link, or name another file.'
                : `cannot be written: ${shown} on its path is a symbolic link, and files are never written through a link. Name a path without links.`);
        }
        if (isFile) {
            if (stats.isDirectory())
                throw refuse('refused', 'is a directory: name a file, such as one inside it.');
            if (!stats.isFile())
                throw refuse('refused', 'is not a regular file (a device, a pipe or a socket).');
        }
        else if (!stats.isDirectory()) {
            throw refuse('unwritable', `cannot be written: ${shown} on its path is a file, not a folder.`);
        }
    }
}
/** Makes the folders from the root down, never through a link: mkdir does not follow its last part. */
async function makeFolders(root, folder) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(root, folder);
    if (relative === '')
        return;
    let current = root;
    for (const part of relative.split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep))) {
        current = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(current, part);
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(current);
        }
        catch (error) {
            if (error.code !== 'EEXIST')
                throw error;
        }
    }
}
async function checkUnchanged(now, file, expected, fail) {
    if (expected === undefined)
        return;
    const changed = fail('changed', 'changed after it was read, so it was left as it is.');
    if (expected === 'absent') {
        if (now !== undefined)
            throw fail('changed', 'exists now, so it was left as it is.');
        return;
    }
    if (now === undefined || now.size !== expected.size || now.mtimeMs !== expected.mtimeMs)
        throw changed;
    if (expected.content !== undefined) {
        const read = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(file);
        const wanted = typeof expected.content === 'string' ? Buffer.from(expected.content) : expected.content;
        if (!read.equals(wanted))
            throw changed;
    }
}
function statOrUndefined(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(file);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT')
            return undefined;
        // A part of the path that is a file: its children do not exist, and the folder check says why.
        if (code === 'ENOTDIR')
            return undefined;
        throw error;
    }
}
function realOrSame(folder) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(folder);
    }
    catch {
        return node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(folder);
    }
}
/** Why a write failed, in words, without the temporary file's name the error message carries. */
function reasonOf(error) {
    const code = error?.code;
    const reasons = {
        EACCES: 'permission denied (the folder is not writable)',
        EPERM: 'permission denied',
        EROFS: 'the file system is read-only',
        ENOSPC: 'no space left on the device',
        EDQUOT: 'the disk quota is used up',
        ENOTDIR: 'a part of its path is a file, not a folder',
        EISDIR: 'it is a directory',
        ENAMETOOLONG: 'the name is too long',
        ELOOP: 'a part of its path is a symbolic link',
        EEXIST: 'a file appeared at its temporary name; try again',
    };
    return (code !== undefined && reasons[code]) || (error instanceof Error ? error.message : String(error));
}
/** Whether a path from path.relative leaves its base: `..` or `../x`, not a name such as `..x`. */
const escapes = (relative) => relative === '..' || relative.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)}`) || node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(relative);


/***/ }),

/***/ 3465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ writeSarifFile)
/* harmony export */ });
/* harmony import */ var _sarif_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(866);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8992);
/* harmony import */ var _safe_write_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8196);



/** `where` says where every finding is, past what the log holds, e.g. "Every call is in `gate-result.json`…". */
async function writeSarifFile(file, draft, log, where) {
    const { log: sarif, omitted } = draft;
    try {
        await (0,_safe_write_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileSafely */ .kv)(file.file, `${JSON.stringify(sarif, null, 2)}\n`, file);
        const results = sarif.runs[0]?.results?.length ?? 0;
        log.info(`Wrote ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(results, 'result')} for code scanning to ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .showFile */ .II)(file.file)}`);
    }
    catch (error) {
        log.warning(`${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)} No SARIF file was written: the verdict stands, and an upload step will find no file.`);
    }
    const { unplaced } = draft;
    if (unplaced !== undefined && unplaced.results > 0) {
        log.warning(`The SARIF file leaves out ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(unplaced.results, 'result')}: ${unplaced.why}. Code scanning refuses a whole upload for one result without a location in the repository. ${where}`);
    }
    if (omitted > 0) {
        log.warning(`The SARIF file holds ${_sarif_js__WEBPACK_IMPORTED_MODULE_0__/* .SARIF_RESULT_LIMIT */ .Uw} results, the most severe first, and leaves out ${omitted} more: code scanning keeps at most ${_sarif_js__WEBPACK_IMPORTED_MODULE_0__/* .SARIF_RESULT_LIMIT */ .Uw} of an upload. ${where}`);
    }
}


/***/ }),

/***/ 866:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Am: () => (/* binding */ SARIF_RULES),
/* harmony export */   SH: () => (/* binding */ repositoryPath),
/* harmony export */   Uw: () => (/* binding */ SARIF_RESULT_LIMIT),
/* harmony export */   _g: () => (/* binding */ sarifRuleIndex),
/* harmony export */   ec: () => (/* binding */ sarifLog),
/* harmony export */   fz: () => (/* binding */ sarifLocation)
/* harmony export */ });
/* unused harmony export sarifText */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _action_version_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5567);


/**
 * Code scanning keeps at most 5,000 results of an upload (it refuses more than 25,000), the most
 * severe first: the log holds no more, errors and warnings before notes.
 */
const SARIF_RESULT_LIMIT = 5_000;
/**
 * Each rule carries its help itself rather than a link: code scanning shows it on the alert, and
 * no address of the action's own repository has to be known (or guessed) to write it.
 */
const help = (text) => ({ text, markdown: text });
const MOVE_ON = 'Change the `version` of the module block to the suggested version (or to a constraint that excludes this one), run `terraform init -upgrade`, and plan. The summary and the result file of the run list every call with its suggestion.';
const SARIF_RULES = {
    deprecated: {
        id: 'deprecated-module-version',
        name: 'DeprecatedModuleVersion',
        shortDescription: { text: 'A module call uses a deprecated version of a private registry module' },
        fullDescription: {
            text: 'The version is deprecated in the HCP Terraform / Terraform Enterprise private registry: move to the suggested version.',
        },
        help: help(`The module's publisher deprecated this version in the private registry: it still runs, but it is on its way out, and may be revoked. ${MOVE_ON}`),
    },
    revoked: {
        id: 'revoked-module-version',
        name: 'RevokedModuleVersion',
        shortDescription: { text: 'A module call uses a revoked version of a private registry module' },
        fullDescription: {
            text: 'The version is revoked: runs of new workspaces that use it will not proceed. Move to the suggested version.',
        },
        help: help(`The module's publisher revoked this version in the private registry: runs of new workspaces that use it do not proceed. ${MOVE_ON}`),
    },
    unchecked: {
        id: 'unchecked-module-call',
        name: 'UncheckedModuleCall',
        shortDescription: { text: 'A module call whose version could not be checked' },
        fullDescription: {
            text: 'The module or version of the call could not be resolved, so its deprecation is unknown.',
        },
        help: help('The versions of the module could not be read from the registry, or the version the call uses could not be known from the files (a constraint nothing satisfies, a version that is an expression). The alert says which; running `terraform init` before the gate lets the exact installed versions be read.'),
    },
};
/**
 * Message text as SARIF 2.1.0 §3.11.5 reads it: `{0}` is a placeholder for an argument, so a
 * literal brace is doubled. Text from the service (a reason `use {0}`) stays as written.
 */
const sarifText = (text) => text.replace(/[{}]/g, (brace) => brace + brace);
/** The rule's position in the driver's `rules`, which each result names beside its id. */
const sarifRuleIndex = (id) => Object.values(SARIF_RULES).findIndex((r) => r.id === id);
/**
 * A file relative to the repository root, with forward slashes, at a line where known. The uri is
 * a URI reference: each part of the path percent-encoded (a `#` or a space in a file name).
 */
function sarifLocation(file, line) {
    const uri = file.split('\\').join('/').split('/').map(encodeURIComponent).join('/');
    return {
        physicalLocation: {
            artifactLocation: { uri, uriBaseId: '%SRCROOT%' },
            ...(line !== undefined && { region: { startLine: line } }),
        },
    };
}
/**
 * `file` (relative to `workspace`, as the gate shows it) relative to the repository root, with
 * `/`; undefined when it is outside the repository, where code scanning has nothing to place.
 */
function repositoryPath(root, workspace, file) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_0___default().relative(root, node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(workspace, file));
    if (relative === '' || escapes(relative) || node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(relative))
        return undefined;
    return relative.split((node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)).join('/');
}
/** The log of one run of the tool: the most severe results first (in their order otherwise), within the limit. */
function sarifLog(results) {
    const rank = { error: 0, warning: 1, note: 2 };
    const sorted = results
        .map((result, index) => ({ result, index }))
        .sort((a, b) => rank[a.result.level] - rank[b.result.level] || a.index - b.index)
        .map((r) => r.result);
    // Each message's text escaped here, once, whoever built it.
    const kept = sorted
        .slice(0, SARIF_RESULT_LIMIT)
        .map((r) => r.message.text === undefined ? r : { ...r, message: { ...r.message, text: sarifText(r.message.text) } });
    const log = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'tfe-module-lifecycle',
                        semanticVersion: _action_version_js__WEBPACK_IMPORTED_MODULE_1__/* .VERSION */ .x,
                        rules: Object.values(SARIF_RULES),
                    },
                },
                originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root (the workspace).' } } },
                results: kept,
            },
        ],
    };
    return { log, omitted: results.length - kept.length };
}
/** Whether a path from path.relative leaves its base: `..` or `../x`, not a name such as `..x`. */
const escapes = (relative) => relative === '..' || relative.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_0___default().sep)}`) || node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(relative);


/***/ }),

/***/ 4697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ retired),
/* harmony export */   k: () => (/* binding */ failsCheck)
/* harmony export */ });
/**
 * Deprecated or revoked, as a check reads it. A revoked version is deprecated too, even where the
 * read shows no deprecation (what undeprecating a revoked version does is not documented).
 */
const retired = (o) => o.after !== null || o.revoked === true;
/** Whether a checked version fails the step: a revoked one by `fail-on-revoked`, else by `fail-on-deprecated`. */
const failsCheck = (o, context) => o.revoked === true ? context.failOnRevoked !== false : context.failOnDeprecated;


/***/ }),

/***/ 3189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NO_WORKFLOW_FILE: () => (/* binding */ NO_WORKFLOW_FILE),
/* harmony export */   checkFingerprint: () => (/* binding */ checkFingerprint),
/* harmony export */   checkSarif: () => (/* binding */ checkSarif),
/* harmony export */   writeCheckSarif: () => (/* binding */ writeCheckSarif)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _sarif_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(866);
/* harmony import */ var _checked_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4697);
/* harmony import */ var _files_sarif_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3465);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(665);
/**
 * A check's findings as a SARIF 2.1.0 log, for GitHub code scanning: a result per checked version
 * that is deprecated or revoked, with the gate's rules. A checked version has no file or line of
 * its own, so each result is at the workflow file whose step asked for the check (as the command
 * line's Code Quality report places such findings at GitLab's CI_CONFIG_PATH). With no workflow
 * file known, the results are left out and counted: code scanning refuses a whole upload for one
 * result without a location. Pure.
 */





/** Why a check's results are left out without a workflow file, and how to give one. */
const NO_WORKFLOW_FILE = "the run names no workflow file to place them at (GITHUB_WORKFLOW_REF on GitHub Actions, CI_CONFIG_PATH on GitLab; elsewhere, set CI_CONFIG_PATH to the pipeline's file, relative to the repository root)";
/** A hash of what makes the version's alert the same one: the module, the version and its kind. */
function checkFingerprint(address, version, kind) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update([address, version, kind].join('\0')).digest('hex');
}
function checkSarif(address, outcomes, options) {
    const found = outcomes.filter((o) => (0,_checked_js__WEBPACK_IMPORTED_MODULE_4__/* .retired */ .I)(o) && o.status !== 'failed');
    const { workflowFile } = options;
    if (workflowFile === undefined) {
        return { ...(0,_sarif_js__WEBPACK_IMPORTED_MODULE_1__/* .sarifLog */ .ec)([]), ...(found.length > 0 && { unplaced: { results: found.length, why: NO_WORKFLOW_FILE } }) };
    }
    return (0,_sarif_js__WEBPACK_IMPORTED_MODULE_1__/* .sarifLog */ .ec)(found.map((o) => resultOf(address, o, options, workflowFile)));
}
function resultOf(address, o, options, workflowFile) {
    const revoked = o.revoked === true;
    const kind = revoked ? 'revoked' : 'deprecated';
    const rule = _sarif_js__WEBPACK_IMPORTED_MODULE_1__/* .SARIF_RULES */ .Am[kind];
    // A revoked version may show no deprecation: its revocation's link stands in.
    const reason = o.after?.reason ?? '';
    const link = o.after?.link || o.revocation?.link || '';
    const revocationMessage = revoked ? (o.revocation?.message ?? '') : '';
    const text = [
        `${address} ${o.version} is ${kind}${reason === '' ? '.' : `: ${JSON.stringify(reason)}.`}`,
        ...(revocationMessage !== '' && revocationMessage !== reason
            ? [`Revoked: ${JSON.stringify(revocationMessage)}.`]
            : []),
        ...(link !== '' ? [`More information: ${link}`] : []),
    ].join(' ');
    return {
        ruleId: rule.id,
        ruleIndex: (0,_sarif_js__WEBPACK_IMPORTED_MODULE_1__/* .sarifRuleIndex */ ._g)(rule.id),
        level: (0,_checked_js__WEBPACK_IMPORTED_MODULE_4__/* .failsCheck */ .k)(o, options) ? 'error' : 'warning',
        message: { text },
        locations: [(0,_sarif_js__WEBPACK_IMPORTED_MODULE_1__/* .sarifLocation */ .fz)(workflowFile, 1)],
        partialFingerprints: { 'moduleVersion/v1': checkFingerprint(address, o.version, kind) },
        properties: { module: address, version: o.version },
    };
}
/** A check's SARIF file written (run.ts's CheckSarifWriter): a file that cannot be written is a warning. */
const writeCheckSarif = (file, address, outcomes, request, log) => (0,_files_sarif_file_js__WEBPACK_IMPORTED_MODULE_2__/* .writeSarifFile */ .V)(file, checkSarif(address, outcomes, request), log, `Every version is in ${_report_js__WEBPACK_IMPORTED_MODULE_3__/* .RESULT_OUTPUT */ .A1}.`);


/***/ }),

/***/ 4344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P2: () => (/* binding */ validateLink),
/* harmony export */   SP: () => (/* binding */ CONTROL_IN_TEXT),
/* harmony export */   hl: () => (/* binding */ MAX_REASON_LENGTH),
/* harmony export */   il: () => (/* binding */ CONTROL_IN_NAME),
/* harmony export */   kG: () => (/* binding */ commitNameProblem)
/* harmony export */ });
/* unused harmony export MAX_LINK_LENGTH */
/**
 * Checks shared by every place a user's value arrives: action inputs and the policy file.
 */
const MAX_REASON_LENGTH = 1000;
const MAX_LINK_LENGTH = 2048;
/** Control characters other than tab and newline: free text (a reason) may hold those two. */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f]/;
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
 * Why `value` cannot name one commit for git (`--base`), or undefined: a SHA or a name git
 * resolves (origin/main, v1.2.0, HEAD~1). It reaches git as an argument, so it never starts with
 * `-` (an option); a range (`a..b`) or whitespace names no single commit.
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


/***/ })

};
