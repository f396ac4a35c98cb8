import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 8517:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  eB: () => (/* binding */ keepCompiledCode)
});

// UNUSED EXPORTS: cacheCompiledChunks, cacheName, chunkScript, ownFolder

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
var external_node_module_default = /*#__PURE__*/__nccwpck_require__.n(external_node_module_namespaceObject);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
var external_node_os_default = /*#__PURE__*/__nccwpck_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
;// CONCATENATED MODULE: external "node:vm"
const external_node_vm_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");
var external_node_vm_default = /*#__PURE__*/__nccwpck_require__.n(external_node_vm_namespaceObject);
;// CONCATENATED MODULE: ./src/chunk-cache.ts
/**
 * Loads the bundle's chunks with V8's code cache written after a run, not before it.
 *
 * Node's compile cache (module.enableCompileCache) saves a file's code right after compiling it,
 * before it runs; V8 compiles a function's body only when it is first called, so that cache holds
 * each chunk's top-level code and every run compiles again the functions it goes through (most of a
 * deprecation's own CPU time, docs/performance.md#startup). Here a chunk is compiled as a script,
 * from a cache kept beside Node's, and the cache is written as the process exits, with every
 * function the run compiled. A run that loaded a chunk with no usable cache rewrites the cache of
 * each chunk it loaded, so the caches gather what every kind of run needs, and a run like an
 * earlier one writes nothing.
 *
 * A chunk that is not in the shape this expects (ncc's `export const id/ids/modules`, nothing
 * else exported, no `import.meta`: a script that has either does not compile) is loaded as before,
 * with import(). (webpack turns every import() of our code into a chunk load; one it left would go
 * through Node's own loader, with an experimental warning.) A cache is neither read nor written
 * where its folder is not the user's own: a planted cache is code, run as theirs.
 */






/** The chunk's own exports, as ncc writes them at its top: a chunk with anything else is imported. */
const HEADER = /^export const id = \d+;\nexport const ids = \[[\d,]+\];\nexport const modules = /;
/**
 * What a chunk is compiled in. Its start goes on the file's first line, so that a stack trace's line
 * numbers are the file's. Both parts name the cache with the chunk's bytes: V8 checks only a
 * source's length against a cache, and another release may wrap a chunk otherwise.
 */
const WRAPPER = { start: '(function () {"use strict";', end: '\nreturn { ids, modules };\n})' };
/**
 * For the bundle's entry points: Node's compile cache on (it keeps the compiled bundle in the
 * temporary folder, so that a job's later steps, a runner's later jobs and a laptop's next run
 * start faster), and the chunks' cache beside it. NODE_DISABLE_COMPILE_CACHE=1 turns both off.
 */
function keepCompiledCode() {
    external_node_module_default().enableCompileCache?.();
    if (false)
        {}
    const chunks = cacheCompiledChunks(__nccwpck_require__, external_node_module_default().getCompileCacheDir?.());
    process.once('exit', () => chunks.save());
}
/** The script a chunk is compiled as: undefined for a file not in ncc's shape. */
function chunkScript(text) {
    const header = HEADER.exec(text)?.[0];
    if (header === undefined)
        return undefined;
    return `${WRAPPER.start}${header.replaceAll('export const ', 'const ')}${text.slice(header.length)}${WRAPPER.end}`;
}
/** The name of a chunk's cache, from its bytes and the wrapper it is compiled in. */
function cacheName(bytes) {
    const digest = (0,external_node_crypto_.createHash)('sha256').update(WRAPPER.start).update(WRAPPER.end).update(bytes).digest('hex');
    return `${digest.slice(0, 32)}.cache`;
}
/**
 * Puts a cached loader in front of the runtime's chunk loading. `cacheRoot` is Node's compile cache
 * folder for this Node (module.getCompileCacheDir(): undefined when it is off, and then so is this).
 */
function cacheCompiledChunks(runtime, cacheRoot) {
    const importChunk = runtime.f.j;
    if (cacheRoot === undefined || importChunk === undefined)
        return { save: () => { } };
    // Node's folder is its version's, flags' and user's own, as a V8 cache must be (two Node versions
    // on one machine, the action's and the command line's, keep theirs apart).
    const folder = external_node_path_default().join(cacheRoot, 'tfe-module-lifecycle');
    const loaded = [];
    const installed = new Set();
    /** Chunks left to import(): asked again (or while they load), they go there again. */
    const imported = new Set();
    let stale = false;
    let trusted;
    const load = (chunkId) => {
        const file = runtime.ab + runtime.u(chunkId);
        const bytes = (0,external_node_fs_.readFileSync)(file);
        const source = chunkScript(bytes.toString());
        if (source === undefined)
            return false;
        const cacheFile = external_node_path_default().join(folder, cacheName(bytes));
        trusted ??= ownFolder(folder) ?? false;
        let cachedData;
        if (trusted) {
            try {
                cachedData = (0,external_node_fs_.readFileSync)(cacheFile);
            }
            catch {
                // none yet
            }
        }
        const script = new (external_node_vm_default()).Script(source, {
            filename: file,
            cachedData,
            importModuleDynamically: (external_node_vm_default()).constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
        });
        const chunk = script.runInThisContext()();
        for (const [id, factory] of Object.entries(chunk.modules))
            runtime.m[id] = factory;
        for (const id of chunk.ids)
            installed.add(id);
        if (cachedData === undefined || script.cachedDataRejected === true)
            stale = true;
        loaded.push({ script, cacheFile });
        return true;
    };
    runtime.f.j = (chunkId, promises) => {
        if (installed.has(chunkId))
            return;
        let done = false;
        if (!imported.has(chunkId)) {
            try {
                done = load(chunkId);
            }
            catch {
                // Whatever went wrong (a file unreadable, a shape not expected), import() still loads it.
            }
        }
        if (!done) {
            imported.add(chunkId);
            importChunk(chunkId, promises);
        }
    };
    return {
        save() {
            // At exit: a cache not written costs the next run time, never its result, so nothing throws.
            if (!stale)
                return;
            let part;
            try {
                (0,external_node_fs_.mkdirSync)(folder, { recursive: true, mode: 0o700 });
                if (ownFolder(folder) !== true)
                    return;
                for (const { script, cacheFile } of loaded) {
                    // A name no other process (another container's pid 1 among them) writes.
                    part = `${cacheFile}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`;
                    (0,external_node_fs_.writeFileSync)(part, script.createCachedData(), { mode: 0o600, flag: 'wx' });
                    (0,external_node_fs_.renameSync)(part, cacheFile);
                    part = undefined;
                }
                pruneOld(folder, new Set(loaded.map(({ cacheFile }) => cacheFile)));
            }
            catch {
                try {
                    if (part !== undefined)
                        (0,external_node_fs_.rmSync)(part, { force: true });
                }
                catch {
                    // left for no one to read: it is never named as a cache
                }
            }
        },
    };
}
/** A cache unwritten this long is removed when a run writes (another release's, as a rule). */
const KEEP_CACHE_MS = 30 * 24 * 3600 * 1000;
/** A temporary file this old was left by a process that ended while writing it. */
const KEEP_PART_MS = 3600 * 1000;
/**
 * Removes what no run has written for a while, so that a machine that updates the action or the
 * command line does not keep every release's caches: a cache still in use costs one run's compiling.
 */
function pruneOld(folder, written) {
    const now = Date.now();
    for (const name of (0,external_node_fs_.readdirSync)(folder)) {
        const file = external_node_path_default().join(folder, name);
        if (written.has(file))
            continue;
        const keep = name.endsWith('.cache') ? KEEP_CACHE_MS : KEEP_PART_MS;
        if (now - (0,external_node_fs_.lstatSync)(file).mtimeMs > keep)
            (0,external_node_fs_.rmSync)(file, { force: true });
    }
}
/**
 * Whether the cache's folder is the user's own, a folder (not a link) that no one else may write
 * in, and no one but the user or the system could move it or anything above it: every folder up to
 * the root, along the path as named and as it resolves, is theirs or the system's, and others may
 * not write in it but in a shared temporary folder's way (its sticky bit: none may move another's
 * entry). Undefined when the folder is not there yet. On Windows, without such owners, only a
 * folder in the user's temporary folder or profile (Node's default is the first).
 */
function ownFolder(folder) {
    const uid = process.getuid?.();
    if (uid === undefined) {
        return [external_node_os_default().tmpdir(), external_node_os_default().homedir()].some((home) => {
            const inside = external_node_path_default().relative(home, folder);
            return !inside.startsWith('..') && !external_node_path_default().isAbsolute(inside);
        });
    }
    try {
        const stat = (0,external_node_fs_.lstatSync)(folder);
        if (!stat.isDirectory() || stat.uid !== uid || (stat.mode & 0o022) !== 0)
            return false;
        const above = external_node_path_default().dirname(folder);
        return safeUpToRoot(above, uid) && safeUpToRoot((0,external_node_fs_.realpathSync)(above), uid);
    }
    catch {
        return undefined;
    }
}
function safeUpToRoot(start, uid) {
    for (let dir = start;; dir = external_node_path_default().dirname(dir)) {
        const stat = (0,external_node_fs_.lstatSync)(dir);
        if (stat.uid !== uid && stat.uid !== 0)
            return false;
        // A link's own mode means nothing; where it points is checked along the resolved path.
        if (!stat.isSymbolicLink() && (!stat.isDirectory() || ((stat.mode & 0o022) !== 0 && (stat.mode & 0o1000) === 0)))
            return false;
        if (external_node_path_default().dirname(dir) === dir)
            return true;
    }
}


/***/ }),

/***/ 9407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _chunk_cache_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8517);
// The entry point the runner starts: everything lives in run(), driven by the GitHub Actions adapter.

(0,_chunk_cache_js__WEBPACK_IMPORTED_MODULE_0__/* .keepCompiledCode */ .eB)();
// One chunk for both (the bundle's `action` chunk), besides the libraries: one file fewer to load.
const [{ run }, { actionsRunner }] = await Promise.all([
    Promise.all(/* import() | action */[__nccwpck_require__.e(143), __nccwpck_require__.e(957)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4157)),
    Promise.all(/* import() | action */[__nccwpck_require__.e(143), __nccwpck_require__.e(957)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5101)),
]);
await run(actionsRunner());

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 3213:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(9407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
