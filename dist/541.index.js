export const id = 541;
export const ids = [541];
export const modules = {

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

/***/ 3832:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ ScanCache),
  v: () => (/* binding */ scanDirectory)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/gate/read/calls.ts
var read_calls = __webpack_require__(3553);
// EXTERNAL MODULE: ./src/gate/read/hcl.ts + 2 modules
var hcl = __webpack_require__(1644);
// EXTERNAL MODULE: ./src/gate/read/hcl-shared.ts
var hcl_shared = __webpack_require__(4073);
;// CONCATENATED MODULE: ./src/gate/read/modules-json.ts
/**
 * `.terraform/modules/modules.json`, which `terraform init` writes: every module call of the
 * configuration, nested ones included, with the exact version installed. Pure: parses text.
 *
 * Terraform versions write it differently: up to 1.0 a registry source as written in the
 * block (`hashicorp/consul/aws`), from 1.1 fully qualified (`registry.terraform.io/hashicorp/consul/aws`),
 * and a subdirectory after `//` in both. Both forms go through the same source classifier.
 */

function parseModulesJson(text, shownAs) {
    let document;
    try {
        document = JSON.parse(text);
    }
    catch (error) {
        throw new hcl_shared/* GateError */.ue(`Cannot parse ${shownAs}: ${error.message}. Run \`terraform init\` again to rewrite it.`, shownAs);
    }
    const modules = document?.Modules;
    if (!Array.isArray(modules)) {
        throw new hcl_shared/* GateError */.ue(`Cannot read ${shownAs}: it has no "Modules" list. Run \`terraform init\` again.`, shownAs);
    }
    const entries = [];
    for (const raw of modules) {
        const m = (raw ?? {});
        if (typeof m.Key !== 'string' || typeof m.Source !== 'string') {
            throw new hcl_shared/* GateError */.ue(`Cannot read ${shownAs}: an entry has no "Key" or "Source".`, shownAs);
        }
        if (m.Key === '')
            continue; // the root module itself
        entries.push({
            key: m.Key,
            source: m.Source,
            ...(typeof m.Version === 'string' && m.Version !== '' && { version: m.Version }),
            dir: typeof m.Dir === 'string' ? m.Dir : '',
        });
    }
    return entries;
}

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
// EXTERNAL MODULE: ./src/versions/constraint.ts
var versions_constraint = __webpack_require__(4486);
// EXTERNAL MODULE: ./src/versions/constraint-syntax.ts
var constraint_syntax = __webpack_require__(7464);
;// CONCATENATED MODULE: ./src/gate/read/scan.ts
/**
 * Finds every module call of a configuration directory: from `.terraform/modules/modules.json`
 * when `terraform init` has written it (exact versions, nested calls included), else from the
 * `.tf` files, following local module paths. Reads files; sends no request.
 */









/** What a run has read: each directory's module blocks, by real path, and how many files. */
class ScanCache {
    blocks = new Map();
    /** The path each of `blocks` was read by: their files lie under it. */
    readBy = new Map();
    files = { read: 0 };
    /** Each file's blocks by its name and text: shared with the scan of only-new's base, which holds mostly the same files. */
    parsed;
    constructor(parsed = new Map()) {
        this.parsed = parsed;
    }
    realPaths = new Map();
    shownPaths = new Map();
    /**
     * A file as the workspace sees it (`showPath`), worked out once per file: every call of a
     * shared module points at its file, 800 times over in a monorepo.
     */
    show(workspace, file) {
        const key = `${workspace}\u0000${file}`;
        let shown = this.shownPaths.get(key);
        if (shown === undefined) {
            shown = (0,src_text/* showPath */.P8)(workspace, file);
            this.shownPaths.set(key, shown);
        }
        return shown;
    }
    /**
     * A directory's real path, asked of the disk once per run: 200 stacks calling one shared module
     * name the same directory 200 times.
     */
    realPath(dir) {
        let found = this.realPaths.get(dir);
        if (found === undefined) {
            // At once, like the files (hcl.ts): a trip through the thread pool per directory was
            // time spent waiting, not reading.
            found = Promise.resolve(realPathOrSame(dir));
            this.realPaths.set(dir, found);
        }
        return found;
    }
}
function realPathOrSame(dir) {
    try {
        return (0,external_node_fs_.realpathSync)(dir);
    }
    catch {
        return dir;
    }
}
/** More calls than any configuration has: a local module fanning out without end. */
const MAX_CALLS = 100_000;
/** Local module paths can point at each other; no real configuration nests this deep. */
const MAX_DEPTH = 32;
async function scanDirectory(directory, options) {
    const cache = options.cache ?? new ScanCache();
    const show = (file) => cache.show(options.workspace, file);
    const manifestPath = external_node_path_default().resolve(directory.path, options.dataDir, 'modules', 'modules.json');
    // No manifest (terraform init has not run): the calls come from the files alone.
    const manifest = await (0,hcl/* readConfigurationFile */.Bt)(manifestPath, show(manifestPath), 'absent');
    const fromFiles = await callsFromFiles(directory, show, cache, options.tool);
    if (manifest === undefined) {
        const read = kindsRead(directory.path, options.tool);
        return { directory: directory.display, from: 'configuration', read, calls: fromFiles, stale: 0, ignored: 0 };
    }
    // The files are the truth; the manifest adds the exact versions terraform init installed, and
    // the calls inside installed modules, which the files do not show.
    const entries = parseModulesJson(manifest, show(manifestPath));
    const byKey = new Map(entries.map((e) => [e.key, e]));
    const inFiles = new Map(fromFiles.map((c) => [c.key, c]));
    let stale = 0;
    const calls = fromFiles.map((call) => {
        const entry = byKey.get(call.key);
        // A version written as an expression is known after all where terraform init recorded it.
        const versionKnown = call.problem?.kind === 'expression' && call.problem.argument === 'version' && entry?.version !== undefined;
        if (call.problem !== undefined && !versionKnown)
            return call;
        // A version terraform init installed that the files' constraint no longer admits (the
        // constraint was changed since, by hand or by the fix): Terraform refuses to run until init
        // runs again, so the files' constraint is what counts.
        if (entry === undefined || !admits(call.constraint, entry.version)) {
            stale++;
            return { ...call, stale: true };
        }
        // The manifest's source is the one terraform init resolved (`registry.terraform.io/...`).
        const { problem, ...rest } = call;
        return {
            ...rest,
            ...(versionKnown && problem?.kind === 'expression' && { versionExpression: problem.text }),
            source: entry.source,
            ...(entry.version !== undefined && { exact: entry.version }),
            from: 'modules.json',
        };
    });
    // The calls as merged: a parent whose variable version the manifest resolved has no problem now.
    const merged = new Map(calls.map((c) => [c.key, c]));
    /** The nearest call of the files that `key` is inside of, if any. */
    const enclosing = (key) => {
        const parts = key.split('.');
        for (let n = parts.length - 1; n > 0; n--) {
            const found = merged.get(parts.slice(0, n).join('.'));
            if (found !== undefined)
                return found;
        }
        return undefined;
    };
    // Inside an installed (not local) module: a call the files cannot show. Anything else the
    // manifest lists but the files lack is a call removed since, or a `terraform test` module.
    const nested = entries.filter((e) => {
        if (inFiles.has(e.key))
            return false;
        const parent = enclosing(e.key);
        return parent !== undefined && parent.problem === undefined && !(0,read_calls/* isLocalSource */.Zo)(parent.source);
    });
    const ignored = entries.filter((e) => !inFiles.has(e.key)).length - nested.length;
    const installed = await callsFromManifest(directory, entries, nested, show(manifestPath), show, cache, options.tool);
    return {
        directory: directory.display,
        from: 'modules.json',
        manifest: show(manifestPath),
        calls: inManifestOrder([...calls, ...installed], entries),
        stale,
        ignored,
    };
}
/** Whether the constraint written admits the version installed; a constraint that cannot be read is left to the judge. */
function admits(constraint, installed) {
    if (constraint === undefined || installed === undefined || constraint.trim() === '')
        return true;
    try {
        return (0,versions_constraint/* satisfies */.i)(installed, (0,constraint_syntax/* parseConstraint */.F)(constraint));
    }
    catch {
        return true;
    }
}
/** Calls in the manifest's order (terraform init's), those it lacks last, in the files' order. */
function inManifestOrder(calls, entries) {
    const order = new Map(entries.map((e, i) => [e.key, i]));
    return [...calls].sort((a, b) => (order.get(a.key) ?? Infinity) - (order.get(b.key) ?? Infinity));
}
/** The module blocks of a directory, read once per run whatever path leads to it. */
async function blocksOf(dir, show, cache, tool) {
    const real = await cache.realPath(dir);
    let found = cache.blocks.get(real);
    if (found === undefined) {
        found = (0,hcl/* readModuleBlocks */.bG)(dir, show, cache.files, tool, cache.parsed);
        cache.blocks.set(real, found);
        cache.readBy.set(real, dir);
    }
    const first = cache.readBy.get(real) ?? dir;
    if (first === dir)
        return found;
    // The same directory by another path (a link to it, or the link's target): its calls are at
    // this path's files, or a second configuration directory would point at the first one's.
    const moved = (file) => external_node_path_default().join(dir, external_node_path_default().relative(first, file));
    const [shownFirst, shownHere] = [show(first), show(dir)];
    return (await found).map((block) => ({
        ...block,
        file: moved(block.file),
        ...(block.duplicateOf?.file.startsWith(`${shownFirst}/`) === true && {
            duplicateOf: { ...block.duplicateOf, file: `${shownHere}${block.duplicateOf.file.slice(shownFirst.length)}` },
        }),
    }));
}
/**
 * The kinds of configuration file a directory holds that `tool` reads, for the log to say what
 * was read (`terragrunt.hcl`, not ".tf files"). The directory was read already: a listing that
 * fails now says nothing rather than failing the scan.
 */
function kindsRead(dir, tool) {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true })
            .filter((e) => !e.isDirectory() && (0,hcl/* isConfigurationFile */.lJ)(e.name))
            .map((e) => e.name);
    }
    catch {
        return [];
    }
    const kinds = (tool === undefined ? names : (0,hcl/* filesReadBy */.ZG)(names, tool)).flatMap((name) => (0,hcl/* configurationKind */.xn)(name) ?? []);
    return [...new Set(kinds)].sort();
}
/** What keeps the gate from checking a block as written, if anything. */
function problemOf(block) {
    if (!(0,read_calls/* isValidCallName */.Cj)(block.name))
        return { kind: 'invalid-name' };
    if (block.duplicateOf !== undefined)
        return { kind: 'duplicate', first: block.duplicateOf };
    if (block.expression !== undefined)
        return { kind: 'expression', ...block.expression };
    if (block.source === undefined)
        return { kind: 'no-source' };
    if (block.type === 'terraform' && block.version !== undefined && !(0,read_calls/* isOneVersion */.l0)(block.version)) {
        return { kind: 'not-one-version', version: block.version };
    }
    return undefined;
}
async function callsFromFiles(directory, show, cache, tool) {
    const calls = [];
    // `chain` holds the real paths from the root down: a local module reached again through a
    // symbolic link, or a module that calls itself, is not walked twice. `only` is the one tool
    // that reads the calls that led here, if only one does.
    const walk = async (dir, prefix, chain, only) => {
        for (const block of await blocksOf(dir, show, cache, tool)) {
            // A block the other tool alone reads, in a module only this one reaches, is no one's call.
            if (only !== undefined && block.readBy !== undefined && block.readBy !== only)
                continue;
            const readBy = only ?? block.readBy;
            const key = prefix === '' ? block.name : `${prefix}.${block.name}`;
            const problem = problemOf(block);
            calls.push({
                directory: directory.display,
                key,
                source: block.source ?? '',
                ...(block.version !== undefined && { constraint: block.version }),
                location: locationOf(block, show),
                from: 'configuration',
                ...(block.type !== undefined && prefix === '' && { type: block.type }),
                ...(problem !== undefined && { problem }),
                ...(readBy !== undefined && { readBy }),
            });
            if (calls.length > MAX_CALLS) {
                throw new hcl_shared/* GateError */.ue(`${directory.display} has more than ${MAX_CALLS} module calls through its local modules; is a local module calling itself?`, directory.display);
            }
            if (problem !== undefined || block.source === undefined || !(0,read_calls/* isLocalSource */.Zo)(block.source))
                continue;
            // A local module is part of this configuration: its own calls are this configuration's too.
            const child = external_node_path_default().resolve(dir, block.source);
            const real = await cache.realPath(child);
            if (chain.includes(real) || chain.length >= MAX_DEPTH)
                continue;
            try {
                await walk(child, key, [...chain, real], readBy);
            }
            catch (error) {
                if (error instanceof hcl_shared/* GateError */.ue && error.file === show(child)) {
                    throw new hcl_shared/* GateError */.ue(`Module "${block.name}" in ${show(block.file)} line ${block.line ?? '?'} has source ${JSON.stringify(block.source)}, but ${error.message.replace(/^Cannot read the configuration directory /, '')}`, show(block.file), block.line);
                }
                throw error;
            }
        }
    };
    await walk(directory.path, '', [await cache.realPath(directory.path)]);
    return calls;
}
/**
 * The calls `wanted` (entries of the manifest) as the gate reports them: each pointed at the
 * block to change, the nearest enclosing one in this repository's files.
 */
async function callsFromManifest(directory, entries, wanted, manifest, show, scanCache, tool) {
    const byKey = new Map(entries.map((e) => [e.key, e]));
    const cache = new Map();
    /**
     * The module blocks of a directory. Directories of this repository must parse; installed
     * modules' directories are read only for their version constraints, and may be missing.
     */
    const blocksIn = (dir, ours) => {
        const id = `${ours}:${dir}`;
        let found = cache.get(id);
        if (found === undefined) {
            found = (ours
                ? blocksOf(dir, show, scanCache, tool)
                : (0,hcl/* readModuleBlocks */.bG)(dir, show, scanCache.files, tool, scanCache.parsed)).then((blocks) => new Map(blocks.map((b) => [b.name, b])), (error) => {
                if (ours)
                    throw error;
                return undefined;
            });
            cache.set(id, found);
        }
        return found;
    };
    /** The directory whose files hold the block of call `key`: the root's, or its parent's. */
    const declaringDir = (key) => {
        const dot = key.lastIndexOf('.');
        if (dot === -1)
            return directory.path;
        const parent = byKey.get(key.slice(0, dot));
        return parent === undefined || parent.dir === '' ? undefined : external_node_path_default().resolve(directory.path, parent.dir);
    };
    const calls = [];
    for (const entry of wanted) {
        const parts = entry.key.split('.');
        // Point at the deepest block in this repository's own files: follow the chain of calls
        // while each is a local path; the first call from elsewhere (a registry, git) is the block
        // to change, since the calls inside it belong to that module's author.
        let pointAt = parts.length - 1;
        for (let i = 0; i < parts.length - 1; i++) {
            const ancestor = byKey.get(parts.slice(0, i + 1).join('.'));
            if (ancestor === undefined || !(0,read_calls/* isLocalSource */.Zo)(ancestor.source)) {
                pointAt = i;
                break;
            }
        }
        const pointKey = parts.slice(0, pointAt + 1).join('.');
        const pointDir = declaringDir(pointKey);
        const pointBlock = pointDir === undefined ? undefined : (await blocksIn(pointDir, true))?.get(parts[pointAt]);
        const ownDir = declaringDir(entry.key);
        const ownBlock = pointKey === entry.key
            ? pointBlock
            : ownDir === undefined
                ? undefined
                : (await blocksIn(ownDir, false))?.get(parts[parts.length - 1]);
        calls.push({
            directory: directory.display,
            key: entry.key,
            source: entry.source,
            ...(entry.version !== undefined && { exact: entry.version }),
            ...(ownBlock?.version !== undefined && { constraint: ownBlock.version }),
            location: pointBlock !== undefined ? locationOf(pointBlock, show) : { file: manifest },
            ...(pointKey !== entry.key && { via: pointKey }),
            from: 'modules.json',
        });
    }
    return calls;
}
function locationOf(block, show) {
    return { file: show(block.file), ...(block.line !== undefined && { line: block.line }) };
}


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


/***/ }),

/***/ 7464:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ parseConstraint),
/* harmony export */   H: () => (/* binding */ hasOperator)
/* harmony export */ });
/* harmony import */ var _version_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8317);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1214);
/**
 * Terraform's version constraint syntax, read: what the terms say, checked without loading semver
 * (reading inputs needs no comparison). constraint.ts says what the terms mean and compares.
 */


const TERM = /^(=|!=|>=|<=|>|<|~>)?\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
/** True when the text reads as a constraint rather than a bare version. */
function hasOperator(text) {
    return /^\s*(=|!=|>=|<=|>|<|~>)/.test(text);
}
function parseConstraint(text) {
    const raw = text.split(',').map((t) => t.trim());
    if (raw.length === 0 || raw.every((t) => t === '')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q('is an empty version constraint');
    }
    const terms = raw.map((term) => {
        const m = TERM.exec(term);
        if (m === null) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$)(term))} is not a constraint term; expected an operator (=, !=, >, >=, <, <=, ~>) and a version, e.g. ">= 1.2.0"`);
        }
        const [, op, major, minor, patch, prerelease = '', build = ''] = m;
        const parts = patch !== undefined ? 3 : minor !== undefined ? 2 : 1;
        const operator = (op ?? '=');
        if (operator === '~>' && (prerelease !== '' || build !== '')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)}: ~> takes a release version, without -prerelease or +build`);
        }
        const version = (0,_version_text_js__WEBPACK_IMPORTED_MODULE_0__/* .parseVersionText */ .b)(`${major}.${minor ?? 0}.${patch ?? 0}${prerelease}${build}`);
        if (version === null)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .VersionSyntaxError */ .q(`${JSON.stringify(term)} holds an invalid version`);
        return { operator, version: version.version, parts };
    });
    return { text: raw.join(', '), terms };
}


/***/ }),

/***/ 4486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ satisfies)
/* harmony export */ });
/* harmony import */ var _semver_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3541);
/**
 * What Terraform's version constraints mean, mapped onto semver (constraint-syntax.ts reads them,
 * without semver). Only the mapping is ours: comparison is the semver library's.
 *
 * A constraint is comma-separated terms: `=`, `!=`, `>`, `>=`, `<`, `<=`, `~>`, or a bare
 * version (same as `=`). Missing minor and patch parts count as zero. `~>` allows only the
 * right-most given part to grow: `~> 1.2` is `>= 1.2.0, < 2.0.0`; `~> 1.2.0` is
 * `>= 1.2.0, < 1.3.0`; `~> 1` is `>= 1.0.0`, as Terraform's module installer (go-version) reads
 * it. As in Terraform, a prerelease matches only an exact `=` term naming it.
 */

function satisfiesTerm(version, term) {
    const cmp = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .compare */ .UD(version, term.version);
    switch (term.operator) {
        case '=':
            return cmp === 0;
        case '!=':
            return cmp !== 0;
        case '>':
            return cmp > 0;
        case '>=':
            return cmp >= 0;
        case '<':
            return cmp < 0;
        case '<=':
            return cmp <= 0;
        case '~>': {
            const base = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(term.version);
            // The right-most written part may grow; the parts before it are fixed.
            if (term.parts === 1)
                return cmp >= 0;
            const ceiling = term.parts === 3 ? `${base.major}.${base.minor + 1}.0` : `${base.major + 1}.0.0`;
            return cmp >= 0 && _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .compare */ .UD(version, ceiling) < 0;
        }
    }
}
/** Whether a version satisfies every term of a constraint, with Terraform's prerelease rule. */
function satisfies(version, constraint) {
    const parsed = _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg(version);
    if (parsed === null)
        return false;
    if (parsed.prerelease.length > 0) {
        const named = constraint.terms.some((t) => t.operator === '=' && _semver_js__WEBPACK_IMPORTED_MODULE_0__/* .compare */ .UD(parsed, t.version) === 0);
        if (!named)
            return false;
    }
    return constraint.terms.every((term) => satisfiesTerm(parsed, term));
}


/***/ }),

/***/ 1214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ clip),
/* harmony export */   q: () => (/* binding */ VersionSyntaxError)
/* harmony export */ });
/** A user's text as these errors quote it: at most 40 characters, and `…` where it was cut. */
function clip(text) {
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
/** Thrown for a version or constraint text that cannot be used; the caller names the input. */
class VersionSyntaxError extends Error {
    name = 'VersionSyntaxError';
}


/***/ }),

/***/ 8317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ parseVersionText)
/* harmony export */ });
/**
 * A version's text read as `semver.parse(text)` reads it, without loading semver: semver's
 * module builds about 100 regular expressions as it loads, and reading the inputs (where most
 * failing runs stop) only checks versions; comparing them (selection.ts, constraint.ts) loads
 * semver. The grammar is semver's strict one (semver.org's, a leading `v` allowed), at most 256
 * characters, each of MAJOR.MINOR.PATCH at most Number.MAX_SAFE_INTEGER; version-text.test.ts
 * holds it to semver's own answers.
 */
const NUMBER = '0|[1-9]\\d*';
const PRERELEASE_PART = `(?:${NUMBER}|\\d*[a-zA-Z-][a-zA-Z0-9-]*)`;
const BUILD_PART = '[a-zA-Z0-9-]+';
const STRICT = new RegExp(`^v?(${NUMBER})\\.(${NUMBER})\\.(${NUMBER})(?:-(${PRERELEASE_PART}(?:\\.${PRERELEASE_PART})*))?(?:\\+${BUILD_PART}(?:\\.${BUILD_PART})*)?$`);
/** semver's MAX_LENGTH. */
const MAX_LENGTH = 256;
/** `semver.parse(text)`'s version, or null where semver refuses the text. */
function parseVersionText(text) {
    if (text.length > MAX_LENGTH)
        return null;
    const m = STRICT.exec(text.trim());
    if (m === null)
        return null;
    const [, major = '', minor = '', patch = '', prerelease] = m;
    if ([major, minor, patch].some((part) => Number(part) > Number.MAX_SAFE_INTEGER))
        return null;
    return {
        version: `${major}.${minor}.${patch}${prerelease !== undefined ? `-${prerelease}` : ''}`,
        prerelease: prerelease !== undefined,
    };
}


/***/ })

};
