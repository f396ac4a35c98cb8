export const id = 721;
export const ids = [721];
export const modules = {

/***/ 7783:
/***/ (() => {

// Copyright 2018 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.



(() => {
	const enosys = () => {
		const err = new Error("not implemented");
		err.code = "ENOSYS";
		return err;
	};

	if (!globalThis.fs) {
		let outputBuf = "";
		globalThis.fs = {
			constants: { O_WRONLY: -1, O_RDWR: -1, O_CREAT: -1, O_TRUNC: -1, O_APPEND: -1, O_EXCL: -1, O_DIRECTORY: -1 }, // unused
			writeSync(fd, buf) {
				outputBuf += decoder.decode(buf);
				const nl = outputBuf.lastIndexOf("\n");
				if (nl != -1) {
					console.log(outputBuf.substring(0, nl));
					outputBuf = outputBuf.substring(nl + 1);
				}
				return buf.length;
			},
			write(fd, buf, offset, length, position, callback) {
				if (offset !== 0 || length !== buf.length || position !== null) {
					callback(enosys());
					return;
				}
				const n = this.writeSync(fd, buf);
				callback(null, n);
			},
			chmod(path, mode, callback) { callback(enosys()); },
			chown(path, uid, gid, callback) { callback(enosys()); },
			close(fd, callback) { callback(enosys()); },
			fchmod(fd, mode, callback) { callback(enosys()); },
			fchown(fd, uid, gid, callback) { callback(enosys()); },
			fstat(fd, callback) { callback(enosys()); },
			fsync(fd, callback) { callback(null); },
			ftruncate(fd, length, callback) { callback(enosys()); },
			lchown(path, uid, gid, callback) { callback(enosys()); },
			link(path, link, callback) { callback(enosys()); },
			lstat(path, callback) { callback(enosys()); },
			mkdir(path, perm, callback) { callback(enosys()); },
			open(path, flags, mode, callback) { callback(enosys()); },
			read(fd, buffer, offset, length, position, callback) { callback(enosys()); },
			readdir(path, callback) { callback(enosys()); },
			readlink(path, callback) { callback(enosys()); },
			rename(from, to, callback) { callback(enosys()); },
			rmdir(path, callback) { callback(enosys()); },
			stat(path, callback) { callback(enosys()); },
			symlink(path, link, callback) { callback(enosys()); },
			truncate(path, length, callback) { callback(enosys()); },
			unlink(path, callback) { callback(enosys()); },
			utimes(path, atime, mtime, callback) { callback(enosys()); },
		};
	}

	if (!globalThis.process) {
		globalThis.process = {
			getuid() { return -1; },
			getgid() { return -1; },
			geteuid() { return -1; },
			getegid() { return -1; },
			getgroups() { throw enosys(); },
			pid: -1,
			ppid: -1,
			umask() { throw enosys(); },
			cwd() { throw enosys(); },
			chdir() { throw enosys(); },
		}
	}

	if (!globalThis.path) {
		globalThis.path = {
			resolve(...pathSegments) {
				return pathSegments.join("/");
			}
		}
	}

	if (!globalThis.crypto) {
		throw new Error("globalThis.crypto is not available, polyfill required (crypto.getRandomValues only)");
	}

	if (!globalThis.performance) {
		throw new Error("globalThis.performance is not available, polyfill required (performance.now only)");
	}

	if (!globalThis.TextEncoder) {
		throw new Error("globalThis.TextEncoder is not available, polyfill required");
	}

	if (!globalThis.TextDecoder) {
		throw new Error("globalThis.TextDecoder is not available, polyfill required");
	}

	const encoder = new TextEncoder("utf-8");
	const decoder = new TextDecoder("utf-8");

	globalThis.Go = class {
		constructor() {
			this.argv = ["js"];
			this.env = {};
			this.exit = (code) => {
				if (code !== 0) {
					console.warn("exit code:", code);
				}
			};
			this._exitPromise = new Promise((resolve) => {
				this._resolveExitPromise = resolve;
			});
			this._pendingEvent = null;
			this._scheduledTimeouts = new Map();
			this._nextCallbackTimeoutID = 1;

			const setInt64 = (addr, v) => {
				this.mem.setUint32(addr + 0, v, true);
				this.mem.setUint32(addr + 4, Math.floor(v / 4294967296), true);
			}

			const setInt32 = (addr, v) => {
				this.mem.setUint32(addr + 0, v, true);
			}

			const getInt64 = (addr) => {
				const low = this.mem.getUint32(addr + 0, true);
				const high = this.mem.getInt32(addr + 4, true);
				return low + high * 4294967296;
			}

			const loadValue = (addr) => {
				const f = this.mem.getFloat64(addr, true);
				if (f === 0) {
					return undefined;
				}
				if (!isNaN(f)) {
					return f;
				}

				const id = this.mem.getUint32(addr, true);
				return this._values[id];
			}

			const storeValue = (addr, v) => {
				const nanHead = 0x7FF80000;

				if (typeof v === "number" && v !== 0) {
					if (isNaN(v)) {
						this.mem.setUint32(addr + 4, nanHead, true);
						this.mem.setUint32(addr, 0, true);
						return;
					}
					this.mem.setFloat64(addr, v, true);
					return;
				}

				if (v === undefined) {
					this.mem.setFloat64(addr, 0, true);
					return;
				}

				let id = this._ids.get(v);
				if (id === undefined) {
					id = this._idPool.pop();
					if (id === undefined) {
						id = this._values.length;
					}
					this._values[id] = v;
					this._goRefCounts[id] = 0;
					this._ids.set(v, id);
				}
				this._goRefCounts[id]++;
				let typeFlag = 0;
				switch (typeof v) {
					case "object":
						if (v !== null) {
							typeFlag = 1;
						}
						break;
					case "string":
						typeFlag = 2;
						break;
					case "symbol":
						typeFlag = 3;
						break;
					case "function":
						typeFlag = 4;
						break;
				}
				this.mem.setUint32(addr + 4, nanHead | typeFlag, true);
				this.mem.setUint32(addr, id, true);
			}

			const loadSlice = (addr) => {
				const array = getInt64(addr + 0);
				const len = getInt64(addr + 8);
				return new Uint8Array(this._inst.exports.mem.buffer, array, len);
			}

			const loadSliceOfValues = (addr) => {
				const array = getInt64(addr + 0);
				const len = getInt64(addr + 8);
				const a = new Array(len);
				for (let i = 0; i < len; i++) {
					a[i] = loadValue(array + i * 8);
				}
				return a;
			}

			const loadString = (addr) => {
				const saddr = getInt64(addr + 0);
				const len = getInt64(addr + 8);
				return decoder.decode(new DataView(this._inst.exports.mem.buffer, saddr, len));
			}

			const testCallExport = (a, b) => {
				this._inst.exports.testExport0();
				return this._inst.exports.testExport(a, b);
			}

			const timeOrigin = Date.now() - performance.now();
			this.importObject = {
				_gotest: {
					add: (a, b) => a + b,
					callExport: testCallExport,
				},
				gojs: {
					// Go's SP does not change as long as no Go code is running. Some operations (e.g. calls, getters and setters)
					// may synchronously trigger a Go event handler. This makes Go code get executed in the middle of the imported
					// function. A goroutine can switch to a new stack if the current stack is too small (see morestack function).
					// This changes the SP, thus we have to update the SP used by the imported function.

					// func wasmExit(code int32)
					"runtime.wasmExit": (sp) => {
						sp >>>= 0;
						const code = this.mem.getInt32(sp + 8, true);
						this.exited = true;
						delete this._inst;
						delete this._values;
						delete this._goRefCounts;
						delete this._ids;
						delete this._idPool;
						this.exit(code);
					},

					// func wasmWrite(fd uintptr, p unsafe.Pointer, n int32)
					"runtime.wasmWrite": (sp) => {
						sp >>>= 0;
						const fd = getInt64(sp + 8);
						const p = getInt64(sp + 16);
						const n = this.mem.getInt32(sp + 24, true);
						fs.writeSync(fd, new Uint8Array(this._inst.exports.mem.buffer, p, n));
					},

					// func resetMemoryDataView()
					"runtime.resetMemoryDataView": (sp) => {
						sp >>>= 0;
						this.mem = new DataView(this._inst.exports.mem.buffer);
					},

					// func nanotime1() int64
					"runtime.nanotime1": (sp) => {
						sp >>>= 0;
						setInt64(sp + 8, (timeOrigin + performance.now()) * 1000000);
					},

					// func walltime() (sec int64, nsec int32)
					"runtime.walltime": (sp) => {
						sp >>>= 0;
						const msec = (new Date).getTime();
						setInt64(sp + 8, msec / 1000);
						this.mem.setInt32(sp + 16, (msec % 1000) * 1000000, true);
					},

					// func scheduleTimeoutEvent(delay int64) int32
					"runtime.scheduleTimeoutEvent": (sp) => {
						sp >>>= 0;
						const id = this._nextCallbackTimeoutID;
						this._nextCallbackTimeoutID++;
						this._scheduledTimeouts.set(id, setTimeout(
							() => {
								this._resume();
								while (this._scheduledTimeouts.has(id)) {
									// for some reason Go failed to register the timeout event, log and try again
									// (temporary workaround for https://github.com/golang/go/issues/28975)
									console.warn("scheduleTimeoutEvent: missed timeout event");
									this._resume();
								}
							},
							getInt64(sp + 8),
						));
						this.mem.setInt32(sp + 16, id, true);
					},

					// func clearTimeoutEvent(id int32)
					"runtime.clearTimeoutEvent": (sp) => {
						sp >>>= 0;
						const id = this.mem.getInt32(sp + 8, true);
						clearTimeout(this._scheduledTimeouts.get(id));
						this._scheduledTimeouts.delete(id);
					},

					// func getRandomData(r []byte)
					"runtime.getRandomData": (sp) => {
						sp >>>= 0;
						crypto.getRandomValues(loadSlice(sp + 8));
					},

					// func finalizeRef(v ref)
					"syscall/js.finalizeRef": (sp) => {
						sp >>>= 0;
						const id = this.mem.getUint32(sp + 8, true);
						this._goRefCounts[id]--;
						if (this._goRefCounts[id] === 0) {
							const v = this._values[id];
							this._values[id] = null;
							this._ids.delete(v);
							this._idPool.push(id);
						}
					},

					// func stringVal(value string) ref
					"syscall/js.stringVal": (sp) => {
						sp >>>= 0;
						storeValue(sp + 24, loadString(sp + 8));
					},

					// func valueGet(v ref, p string) ref
					"syscall/js.valueGet": (sp) => {
						sp >>>= 0;
						const result = Reflect.get(loadValue(sp + 8), loadString(sp + 16));
						sp = this._inst.exports.getsp() >>> 0; // see comment above
						storeValue(sp + 32, result);
					},

					// func valueSet(v ref, p string, x ref)
					"syscall/js.valueSet": (sp) => {
						sp >>>= 0;
						Reflect.set(loadValue(sp + 8), loadString(sp + 16), loadValue(sp + 32));
					},

					// func valueDelete(v ref, p string)
					"syscall/js.valueDelete": (sp) => {
						sp >>>= 0;
						Reflect.deleteProperty(loadValue(sp + 8), loadString(sp + 16));
					},

					// func valueIndex(v ref, i int) ref
					"syscall/js.valueIndex": (sp) => {
						sp >>>= 0;
						storeValue(sp + 24, Reflect.get(loadValue(sp + 8), getInt64(sp + 16)));
					},

					// valueSetIndex(v ref, i int, x ref)
					"syscall/js.valueSetIndex": (sp) => {
						sp >>>= 0;
						Reflect.set(loadValue(sp + 8), getInt64(sp + 16), loadValue(sp + 24));
					},

					// func valueCall(v ref, m string, args []ref) (ref, bool)
					"syscall/js.valueCall": (sp) => {
						sp >>>= 0;
						try {
							const v = loadValue(sp + 8);
							const m = Reflect.get(v, loadString(sp + 16));
							const args = loadSliceOfValues(sp + 32);
							const result = Reflect.apply(m, v, args);
							sp = this._inst.exports.getsp() >>> 0; // see comment above
							storeValue(sp + 56, result);
							this.mem.setUint8(sp + 64, 1);
						} catch (err) {
							sp = this._inst.exports.getsp() >>> 0; // see comment above
							storeValue(sp + 56, err);
							this.mem.setUint8(sp + 64, 0);
						}
					},

					// func valueInvoke(v ref, args []ref) (ref, bool)
					"syscall/js.valueInvoke": (sp) => {
						sp >>>= 0;
						try {
							const v = loadValue(sp + 8);
							const args = loadSliceOfValues(sp + 16);
							const result = Reflect.apply(v, undefined, args);
							sp = this._inst.exports.getsp() >>> 0; // see comment above
							storeValue(sp + 40, result);
							this.mem.setUint8(sp + 48, 1);
						} catch (err) {
							sp = this._inst.exports.getsp() >>> 0; // see comment above
							storeValue(sp + 40, err);
							this.mem.setUint8(sp + 48, 0);
						}
					},

					// func valueNew(v ref, args []ref) (ref, bool)
					"syscall/js.valueNew": (sp) => {
						sp >>>= 0;
						try {
							const v = loadValue(sp + 8);
							const args = loadSliceOfValues(sp + 16);
							const result = Reflect.construct(v, args);
							sp = this._inst.exports.getsp() >>> 0; // see comment above
							storeValue(sp + 40, result);
							this.mem.setUint8(sp + 48, 1);
						} catch (err) {
							sp = this._inst.exports.getsp() >>> 0; // see comment above
							storeValue(sp + 40, err);
							this.mem.setUint8(sp + 48, 0);
						}
					},

					// func valueLength(v ref) int
					"syscall/js.valueLength": (sp) => {
						sp >>>= 0;
						setInt64(sp + 16, parseInt(loadValue(sp + 8).length));
					},

					// valuePrepareString(v ref) (ref, int)
					"syscall/js.valuePrepareString": (sp) => {
						sp >>>= 0;
						const str = encoder.encode(String(loadValue(sp + 8)));
						storeValue(sp + 16, str);
						setInt64(sp + 24, str.length);
					},

					// valueLoadString(v ref, b []byte)
					"syscall/js.valueLoadString": (sp) => {
						sp >>>= 0;
						const str = loadValue(sp + 8);
						loadSlice(sp + 16).set(str);
					},

					// func valueInstanceOf(v ref, t ref) bool
					"syscall/js.valueInstanceOf": (sp) => {
						sp >>>= 0;
						this.mem.setUint8(sp + 24, (loadValue(sp + 8) instanceof loadValue(sp + 16)) ? 1 : 0);
					},

					// func copyBytesToGo(dst []byte, src ref) (int, bool)
					"syscall/js.copyBytesToGo": (sp) => {
						sp >>>= 0;
						const dst = loadSlice(sp + 8);
						const src = loadValue(sp + 32);
						if (!(src instanceof Uint8Array || src instanceof Uint8ClampedArray)) {
							this.mem.setUint8(sp + 48, 0);
							return;
						}
						const toCopy = src.subarray(0, dst.length);
						dst.set(toCopy);
						setInt64(sp + 40, toCopy.length);
						this.mem.setUint8(sp + 48, 1);
					},

					// func copyBytesToJS(dst ref, src []byte) (int, bool)
					"syscall/js.copyBytesToJS": (sp) => {
						sp >>>= 0;
						const dst = loadValue(sp + 8);
						const src = loadSlice(sp + 16);
						if (!(dst instanceof Uint8Array || dst instanceof Uint8ClampedArray)) {
							this.mem.setUint8(sp + 48, 0);
							return;
						}
						const toCopy = src.subarray(0, dst.length);
						dst.set(toCopy);
						setInt64(sp + 40, toCopy.length);
						this.mem.setUint8(sp + 48, 1);
					},

					"debug": (value) => {
						console.log(value);
					},
				}
			};
		}

		async run(instance) {
			if (!(instance instanceof WebAssembly.Instance)) {
				throw new Error("Go.run: WebAssembly.Instance expected");
			}
			this._inst = instance;
			this.mem = new DataView(this._inst.exports.mem.buffer);
			this._values = [ // JS values that Go currently has references to, indexed by reference id
				NaN,
				0,
				null,
				true,
				false,
				globalThis,
				this,
			];
			this._goRefCounts = new Array(this._values.length).fill(Infinity); // number of references that Go has to a JS value, indexed by reference id
			this._ids = new Map([ // mapping from JS values to reference ids
				[0, 1],
				[null, 2],
				[true, 3],
				[false, 4],
				[globalThis, 5],
				[this, 6],
			]);
			this._idPool = [];   // unused ids that have been garbage collected
			this.exited = false; // whether the Go program has exited

			// Pass command line arguments and environment variables to WebAssembly by writing them to the linear memory.
			let offset = 4096;

			const strPtr = (str) => {
				const ptr = offset;
				const bytes = encoder.encode(str + "\0");
				new Uint8Array(this.mem.buffer, offset, bytes.length).set(bytes);
				offset += bytes.length;
				if (offset % 8 !== 0) {
					offset += 8 - (offset % 8);
				}
				return ptr;
			};

			const argc = this.argv.length;

			const argvPtrs = [];
			this.argv.forEach((arg) => {
				argvPtrs.push(strPtr(arg));
			});
			argvPtrs.push(0);

			const keys = Object.keys(this.env).sort();
			keys.forEach((key) => {
				argvPtrs.push(strPtr(`${key}=${this.env[key]}`));
			});
			argvPtrs.push(0);

			const argv = offset;
			argvPtrs.forEach((ptr) => {
				this.mem.setUint32(offset, ptr, true);
				this.mem.setUint32(offset + 4, 0, true);
				offset += 8;
			});

			// The linker guarantees global data starts from at least wasmMinDataAddr.
			// Keep in sync with cmd/link/internal/ld/data.go:wasmMinDataAddr.
			const wasmMinDataAddr = 4096 + 8192;
			if (offset >= wasmMinDataAddr) {
				throw new Error("total length of command line and environment variables exceeds limit");
			}

			this._inst.exports.run(argc, argv);
			if (this.exited) {
				this._resolveExitPromise();
			}
			await this._exitPromise;
		}

		_resume() {
			if (this.exited) {
				throw new Error("Go program has already exited");
			}
			this._inst.exports.resume();
			if (this.exited) {
				this._resolveExitPromise();
			}
		}

		_makeFuncWrapper(id) {
			const go = this;
			return function () {
				const event = { id: id, this: this, args: arguments };
				go._pendingEvent = event;
				go._resume();
				return event.result;
			};
		}
	}
})();


/***/ }),

/***/ 7394:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N0: () => (/* binding */ PUBLIC_REGISTRY_HOST),
/* harmony export */   Zo: () => (/* binding */ isLocalSource),
/* harmony export */   cS: () => (/* binding */ normalizeHost),
/* harmony export */   hD: () => (/* binding */ callAddress),
/* harmony export */   o: () => (/* binding */ classifySource)
/* harmony export */ });
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6355);
/**
 * A module call as found in a configuration, and what its source address is. Pure: no I/O.
 */

/** `network.subnets` → `module.network.module.subnets`, the address Terraform prints. */
function callAddress(key) {
    return key
        .split('.')
        .map((name) => `module.${name}`)
        .join('.');
}
const PUBLIC_REGISTRY_HOST = 'registry.terraform.io';
/** Terraform reads a source that starts with `./` or `../` as a path in the same repository. */
function isLocalSource(source) {
    return /^\.\.?[\\/]/.test(source.trim());
}
/**
 * Reads a source address the way `terraform init` does, far enough to tell a registry address
 * (`[HOST/]NAMESPACE/NAME/PROVIDER[//SUBDIR]`, the host defaulting to the public registry) from
 * a local path and from everything go-getter fetches (git, Mercurial, HTTP, S3, GCS).
 */
function classifySource(raw) {
    const source = raw.trim();
    if (source === '')
        return { kind: 'remote', what: 'no literal source' };
    if (isLocalSource(source))
        return { kind: 'local' };
    const forced = /^([a-z0-9]+)::/i.exec(source);
    if (forced)
        return { kind: 'remote', what: forced[1]?.toLowerCase() === 'git' ? 'git' : `${forced[1]}::` };
    if (/^git@/.test(source) || /^(github\.com|bitbucket\.org)\//i.test(source))
        return { kind: 'remote', what: 'git' };
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source))
        return { kind: 'remote', what: 'URL' };
    const [address = '', ...rest] = source.split('//');
    const subdir = rest.join('//');
    try {
        const parsed = (0,_address_js__WEBPACK_IMPORTED_MODULE_0__/* .parseModuleSource */ .vL)(address);
        // Terraform reserves these hosts for version control shorthands, never registries.
        if (parsed.host !== undefined && /^(github\.com|bitbucket\.org)$/.test(parsed.host)) {
            return { kind: 'remote', what: 'git' };
        }
        return {
            kind: 'registry',
            host: normalizeHost(parsed.host ?? PUBLIC_REGISTRY_HOST),
            module: parsed.module,
            ...(subdir !== '' && { subdir }),
        };
    }
    catch {
        return { kind: 'remote', what: 'not a registry address' };
    }
}
/** Lower case, without the default https port, so `App.Terraform.io:443` is `app.terraform.io`. */
function normalizeHost(host) {
    return host.toLowerCase().replace(/:443$/, '');
}


/***/ }),

/***/ 5967:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ue: () => (/* binding */ GateError),
  QY: () => (/* binding */ describeIoError),
  lJ: () => (/* binding */ isConfigurationFile),
  bG: () => (/* binding */ readModuleBlocks)
});

// UNUSED EXPORTS: isOverrideFile, jsonModuleLines, moduleBlockLines, moduleBlocksInText

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./node_modules/@cdktn/hcl2json/wasm/wasm_exec.js
var wasm_exec = __webpack_require__(7783);
;// CONCATENATED MODULE: ./src/gate/hcl-parser.ts
/**
 * HashiCorp's own HCL parser, compiled to WebAssembly by `@cdktn/hcl2json` (the maintained
 * continuation of `@cdktf/hcl2json`), turning a `.tf` file into plain JSON.
 *
 * The package's own entry loads its WebAssembly from `__dirname` the moment it is imported,
 * which an ESM bundle does not have. So this loads the same two pieces itself: Go's
 * `wasm_exec.js` runtime and `main.wasm.gz`, named with `new URL(…, import.meta.url)` so ncc
 * copies the file into `dist/` and points the bundle at it. Loaded on first use only, once.
 */



// A literal path, so the bundler can find the file and emit it as an asset.
const WASM = __webpack_require__.ab + "main.wasm.gz";
let ready;
function load() {
    // (No `??=` here: ncc's asset relocator cannot parse it, and would leave the file to a
    // webpack path that copies the binary as text.)
    if (ready === undefined)
        ready = (async () => {
            const globals = globalThis;
            const bytes = (0,external_node_zlib_.gunzipSync)(await (0,promises_.readFile)(WASM));
            const go = new globals.Go();
            const { instance } = await globals.WebAssembly.instantiate(new Uint8Array(bytes), go.importObject);
            // The Go program registers its functions on this object when it starts.
            const exports = {};
            globals.__parse_terraform_config_wasm__ = exports;
            void go.run(instance);
            return exports;
        })();
    return ready;
}
/** Parses HCL native syntax into JSON; rejects with HCL's own message (`file:line,col: …`). */
async function parseHcl(filename, contents) {
    const exports = await load();
    const parse = exports.parse;
    if (parse === undefined)
        throw new Error('the HCL parser did not start');
    const json = await new Promise((resolve, reject) => parse(filename, contents, (error, result) => (error ? reject(new Error(error)) : resolve(result ?? '{}'))));
    return JSON.parse(json);
}

;// CONCATENATED MODULE: ./src/gate/hcl.ts
/**
 * Module blocks in a Terraform configuration directory: what they say (from a real HCL parser)
 * and where they are (from a small scanner of the file's text, since the parser returns no
 * positions).
 */



/** A configuration file that cannot be read or parsed; the message names it. */
class GateError extends Error {
    name = 'GateError';
    /** The file at fault, relative to the workspace, and the line when the parser names one. */
    file;
    line;
    constructor(message, file, line) {
        super(message);
        if (file !== undefined)
            this.file = file;
        if (line !== undefined)
            this.line = line;
    }
}
/**
 * The line of each top-level `module "NAME" {` (or `module NAME {`) in HCL text. Comments,
 * quoted strings with their `${…}` templates, and heredocs are skipped, so a block that only
 * appears inside one of them is not found.
 */
function moduleBlockLines(text) {
    const found = new Map();
    const n = text.length;
    let i = 0;
    let line = 1;
    let depth = 0;
    // The block header being read at depth 0: its type word, its line and its labels.
    let header;
    const countLines = (from, to) => {
        for (let k = from; k < to; k++)
            if (text[k] === '\n')
                line++;
    };
    /** From an opening quote, past the closing one; templates may nest strings and braces. */
    const skipString = (start) => {
        let k = start + 1;
        while (k < n) {
            const c = text[k];
            if (c === '\\')
                k += 2;
            else if (c === '"')
                return k + 1;
            else if ((c === '$' || c === '%') && text[k + 1] === c && text[k + 2] === '{')
                k += 3;
            else if ((c === '$' || c === '%') && text[k + 1] === '{')
                k = skipTemplate(k + 2);
            else if (c === '\n')
                return k; // an unterminated string ends at the line; the parser reports it
            else
                k++;
        }
        return k;
    };
    /** From just inside `${`, past its closing brace. */
    const skipTemplate = (start) => {
        let k = start;
        let braces = 0;
        while (k < n) {
            const c = text[k];
            if (c === '"')
                k = skipString(k);
            else if (c === '{') {
                braces++;
                k++;
            }
            else if (c === '}') {
                if (braces === 0)
                    return k + 1;
                braces--;
                k++;
            }
            else
                k++;
        }
        return k;
    };
    while (i < n) {
        const c = text[i];
        const rest = (len) => text.slice(i, i + len);
        if (c === '\n') {
            line++;
            i++;
            if (depth === 0)
                header = undefined;
        }
        else if (c === '#' || rest(2) === '//') {
            while (i < n && text[i] !== '\n')
                i++;
        }
        else if (rest(2) === '/*') {
            const end = text.indexOf('*/', i + 2);
            const stop = end === -1 ? n : end + 2;
            countLines(i, stop);
            i = stop;
        }
        else if (c === '"') {
            const stop = skipString(i);
            if (depth === 0 && header !== undefined) {
                header.labels.push(text.slice(i + 1, Math.max(i + 1, stop - 1)));
            }
            countLines(i, stop);
            i = stop;
        }
        else if (rest(2) === '<<') {
            const opener = /^<<-?([A-Za-z_][A-Za-z0-9_-]*)[ \t]*\r?\n/.exec(text.slice(i, i + 300));
            if (opener === null) {
                i += 2;
                continue;
            }
            const marker = opener[1];
            i += opener[0].length;
            line++;
            // The heredoc ends at a line holding only its marker (indentation allowed).
            const closing = new RegExp(`^[ \\t]*${marker}[ \\t]*\\r?$`);
            while (i < n) {
                const eol = text.indexOf('\n', i);
                const lineEnd = eol === -1 ? n : eol;
                const done = closing.test(text.slice(i, lineEnd));
                i = lineEnd;
                if (done)
                    break;
                if (eol !== -1) {
                    line++;
                    i++;
                }
            }
        }
        else if (c === '{') {
            if (depth === 0 && header?.word === 'module' && header.labels.length === 1) {
                const name = header.labels[0];
                if (!found.has(name))
                    found.set(name, header.line);
            }
            header = undefined;
            depth++;
            i++;
        }
        else if (c === '}') {
            depth = Math.max(0, depth - 1);
            header = undefined;
            i++;
        }
        else if (/[A-Za-z_]/.test(c)) {
            let k = i + 1;
            while (k < n && /[A-Za-z0-9_-]/.test(text[k]))
                k++;
            const word = text.slice(i, k);
            if (depth === 0) {
                if (header === undefined)
                    header = { word, line, labels: [] };
                else
                    header.labels.push(word);
            }
            i = k;
        }
        else if (c === ' ' || c === '\t' || c === '\r') {
            i++;
        }
        else {
            // Anything else at the top level (`=`, operators) means this is not a block header.
            if (depth === 0)
                header = undefined;
            i++;
        }
    }
    return found;
}
/** Terraform merges `override.tf` and `*_override.tf` (or `.tf.json`) into the blocks of the other files. */
function isOverrideFile(name) {
    return /^(.*_)?override\.tf(\.json)?$/.test(name);
}
/** The files Terraform reads a configuration from: native syntax and JSON syntax. */
function isConfigurationFile(name) {
    return name.endsWith('.tf') || name.endsWith('.tf.json');
}
/**
 * The line of each module label in Terraform's JSON syntax: the keys of the top-level
 * `"module"` object (or of the objects in a top-level `"module"` array).
 */
function jsonModuleLines(text) {
    const found = new Map();
    // Each open container, with the object keys that lead to it (arrays add none).
    const stack = [];
    let line = 1;
    let lastKey = '';
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '\n') {
            line++;
        }
        else if (c === '"') {
            let j = i + 1;
            let value = '';
            while (j < text.length && text[j] !== '"') {
                if (text[j] === '\\')
                    j++;
                value += text[j] ?? '';
                j++;
            }
            let k = j + 1;
            while (k < text.length && /\s/.test(text[k]))
                k++;
            const top = stack.at(-1);
            if (text[k] === ':' && top?.kind === '{') {
                lastKey = value;
                if (stack.length >= 2 && top.path.length === 1 && top.path[0] === 'module' && !found.has(value)) {
                    found.set(value, line);
                }
            }
            i = j;
        }
        else if (c === '{' || c === '[') {
            const parent = stack.at(-1);
            const path = parent === undefined ? [] : parent.kind === '{' ? [...parent.path, lastKey] : parent.path;
            stack.push({ kind: c, path });
        }
        else if (c === '}' || c === ']') {
            stack.pop();
        }
    }
    return found;
}
/** Terraform's JSON syntax: `{"module": {"NAME": {...}}}`, any level may be an array of objects. */
function jsonModules(shownAs, text) {
    let document;
    try {
        document = JSON.parse(text);
    }
    catch (error) {
        throw new GateError(`Cannot parse ${shownAs}: ${error.message}`, shownAs);
    }
    const raw = document?.module;
    // Objects in an array are merged: each holds some of the module labels.
    const modules = Array.isArray(raw) ? Object.assign({}, ...raw.filter((m) => typeof m === 'object')) : raw;
    return { modules, lines: jsonModuleLines(text) };
}
const literal = (value) => typeof value === 'string' && !value.includes('${') ? value : typeof value === 'number' ? String(value) : undefined;
/** Module blocks in one file's text: arguments from the parser, lines from the scanner. */
async function moduleBlocksInText(file, shownAs, text) {
    const { modules, lines } = file.endsWith('.json') ? jsonModules(shownAs, text) : await nativeModules(shownAs, text);
    if (typeof modules !== 'object' || modules === null)
        return [];
    const blocks = Object.entries(modules).map(([name, bodies]) => {
        const body = (Array.isArray(bodies) ? bodies[0] : bodies);
        const source = literal(body?.source);
        const version = literal(body?.version);
        const line = lines.get(name);
        return {
            name,
            file,
            ...(line !== undefined && { line }),
            ...(source !== undefined && { source }),
            ...(version !== undefined && { version }),
        };
    });
    // The parser orders blocks by name; the file's own order reads better.
    return blocks.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
}
/** HCL native syntax: arguments from HashiCorp's parser, lines from the scanner. */
async function nativeModules(shownAs, text) {
    let parsed;
    try {
        parsed = await parseHcl(shownAs, text);
    }
    catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).replace(/^parse config: \[|\]$/g, '');
        const at = new RegExp(`${escapeRegExp(shownAs)}:(\\d+),`).exec(message);
        throw new GateError(`Cannot parse ${shownAs}: ${message}`, shownAs, at?.[1] !== undefined ? Number(at[1]) : undefined);
    }
    return { modules: parsed.module, lines: moduleBlockLines(text) };
}
/**
 * Every module block of the configuration in `dir`: its `.tf` files in name order, then its
 * override files merged in as Terraform does. `show` turns an absolute path into the name
 * errors and annotations use. A file that cannot be read or parsed is a GateError naming it.
 */
async function readModuleBlocks(dir, show) {
    let names;
    try {
        const entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
        names = entries
            .filter((e) => isConfigurationFile(e.name) && !e.isDirectory())
            .map((e) => e.name)
            .sort();
    }
    catch (error) {
        throw new GateError(`Cannot read the configuration directory ${show(dir)}: ${describeIoError(error)}`, show(dir));
    }
    const blocks = new Map();
    const ordered = [...names.filter((f) => !isOverrideFile(f)), ...names.filter(isOverrideFile)];
    for (const name of ordered) {
        const file = external_node_path_default().join(dir, name);
        let text;
        try {
            text = await (0,promises_.readFile)(file, 'utf8');
        }
        catch (error) {
            throw new GateError(`Cannot read ${show(file)}: ${describeIoError(error)}`, show(file));
        }
        for (const block of await moduleBlocksInText(file, show(file), text)) {
            const base = blocks.get(block.name);
            if (base === undefined) {
                blocks.set(block.name, block);
            }
            else if (isOverrideFile(name)) {
                // An override replaces the arguments it sets; the version to change is then the override's.
                blocks.set(block.name, {
                    ...base,
                    ...(block.source !== undefined && { source: block.source }),
                    ...(block.version !== undefined && {
                        version: block.version,
                        file: block.file,
                        ...(block.line !== undefined ? { line: block.line } : {}),
                    }),
                });
            }
        }
    }
    return [...blocks.values()];
}
function describeIoError(error) {
    const code = error?.code;
    if (code === 'ENOENT')
        return 'no such file or directory';
    if (code === 'EACCES' || code === 'EPERM')
        return 'permission denied';
    if (code === 'ENOTDIR')
        return 'not a directory';
    if (code === 'EISDIR')
        return 'is a directory';
    return error instanceof Error ? error.message : String(error);
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}


/***/ }),

/***/ 2721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v: () => (/* binding */ scanDirectory),
  P: () => (/* binding */ showPath)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/gate/calls.ts
var gate_calls = __webpack_require__(7394);
// EXTERNAL MODULE: ./src/gate/hcl.ts + 1 modules
var hcl = __webpack_require__(5967);
;// CONCATENATED MODULE: ./src/gate/modules-json.ts
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
        throw new hcl/* GateError */.ue(`Cannot parse ${shownAs}: ${error.message}. Run \`terraform init\` again to rewrite it.`, shownAs);
    }
    const modules = document?.Modules;
    if (!Array.isArray(modules)) {
        throw new hcl/* GateError */.ue(`Cannot read ${shownAs}: it has no "Modules" list. Run \`terraform init\` again.`, shownAs);
    }
    const entries = [];
    for (const raw of modules) {
        const m = (raw ?? {});
        if (typeof m.Key !== 'string' || typeof m.Source !== 'string') {
            throw new hcl/* GateError */.ue(`Cannot read ${shownAs}: an entry has no "Key" or "Source".`, shownAs);
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

;// CONCATENATED MODULE: ./src/gate/scan.ts
/**
 * Finds every module call of a configuration directory: from `.terraform/modules/modules.json`
 * when `terraform init` has written it (exact versions, nested calls included), else from the
 * `.tf` files, following local module paths. Reads files; sends no request.
 */





/** Local module paths can point at each other; no real configuration nests this deep. */
const MAX_DEPTH = 32;
function showPath(workspace, file) {
    const relative = external_node_path_default().relative(workspace, file);
    return (relative === '' ? '.' : relative).split((external_node_path_default()).sep).join('/');
}
async function scanDirectory(directory, options) {
    const show = (file) => showPath(options.workspace, file);
    const manifestPath = external_node_path_default().resolve(directory.path, options.dataDir, 'modules', 'modules.json');
    let manifest;
    try {
        manifest = await (0,promises_.readFile)(manifestPath, 'utf8');
    }
    catch (error) {
        const code = error.code;
        if (code !== 'ENOENT' && code !== 'ENOTDIR') {
            throw new hcl/* GateError */.ue(`Cannot read ${show(manifestPath)}: ${(0,hcl/* describeIoError */.QY)(error)}`, show(manifestPath));
        }
    }
    if (manifest !== undefined) {
        const entries = parseModulesJson(manifest, show(manifestPath));
        return {
            directory: directory.display,
            from: 'modules.json',
            manifest: show(manifestPath),
            calls: await callsFromManifest(directory, entries, show(manifestPath), show),
        };
    }
    return { directory: directory.display, from: 'configuration', calls: await callsFromFiles(directory, show) };
}
async function callsFromFiles(directory, show) {
    const calls = [];
    const walk = async (dir, prefix, within) => {
        for (const block of await (0,hcl/* readModuleBlocks */.bG)(dir, show)) {
            const key = prefix === '' ? block.name : `${prefix}.${block.name}`;
            calls.push({
                directory: directory.display,
                key,
                source: block.source ?? '',
                ...(block.version !== undefined && { constraint: block.version }),
                location: locationOf(block, show),
                from: 'configuration',
            });
            if (block.source === undefined || !(0,gate_calls/* isLocalSource */.Zo)(block.source))
                continue;
            // A local module is part of this configuration: its own calls are this configuration's too.
            const child = external_node_path_default().resolve(dir, block.source);
            if (within.includes(child) || within.length >= MAX_DEPTH)
                continue;
            try {
                await walk(child, key, [...within, child]);
            }
            catch (error) {
                if (error instanceof hcl/* GateError */.ue && error.file === show(child)) {
                    throw new hcl/* GateError */.ue(`Module "${block.name}" in ${show(block.file)} line ${block.line ?? '?'} has source ${JSON.stringify(block.source)}, but ${error.message.replace(/^Cannot read the configuration directory /, '')}`, show(block.file), block.line);
                }
                throw error;
            }
        }
    };
    await walk(directory.path, '', [directory.path]);
    return calls;
}
async function callsFromManifest(directory, entries, manifest, show) {
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
            found = (0,hcl/* readModuleBlocks */.bG)(dir, show).then((blocks) => new Map(blocks.map((b) => [b.name, b])), (error) => {
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
    for (const entry of entries) {
        const parts = entry.key.split('.');
        // Point at the deepest block in this repository's own files: follow the chain of calls
        // while each is a local path; the first call from elsewhere (a registry, git) is the block
        // to change, since the calls inside it belong to that module's author.
        let pointAt = parts.length - 1;
        for (let i = 0; i < parts.length - 1; i++) {
            const ancestor = byKey.get(parts.slice(0, i + 1).join('.'));
            if (ancestor === undefined || !(0,gate_calls/* isLocalSource */.Zo)(ancestor.source)) {
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


/***/ })

};
