export const id = 890;
export const ids = [890];
export const modules = {

/***/ 182:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ usageAccessHint),
/* harmony export */   I: () => (/* binding */ REVOCATION_EDITION_HINT)
/* harmony export */ });
/** What revocation needs, for every message that says the service has none. */
const REVOCATION_EDITION_HINT = 'Revocation needs the HCP Terraform Premium edition, or a Terraform Enterprise release that has module revocation; deprecation works without it.';
/** What reading Explorer needs and where to give it (`usage`: the runner's words for `usageToken`). */
const usageAccessHint = (usage) => `Reading workspace usage needs a token of the owners team, of a team with "Read all workspaces" or "Read all projects", or the organization token (which may read Explorer but not manage the registry): give one as ${usage}.`;


/***/ }),

/***/ 5890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UsageSource: () => (/* binding */ UsageSource),
/* harmony export */   UsageUnavailableError: () => (/* binding */ UsageUnavailableError),
/* harmony export */   usageSource: () => (/* binding */ usageSource),
/* harmony export */   withUsageNotice: () => (/* binding */ withUsageNotice)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(182);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3395);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(665);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8992);
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6355);
/**
 * Usage for one run: asks Explorer once per module (when `usage` allows); under `auto`, says once why it could not, stops
 * asking that organization, and goes on. Under `required` (`usage: true`, or a safe revoke) it fails instead.
 */





/** A module's key in a preloaded organization: as OrganizationUsage keys it, in lower case. */
const moduleKey = (m) => (0,_address_js__WEBPACK_IMPORTED_MODULE_3__/* .moduleName */ .AO)(m).toLowerCase();
/** Usage was required and could not be read. */
class UsageUnavailableError extends Error {
    name = 'UsageUnavailableError';
}
/** Whether an error is Explorer refusing the token (the client marks it so). */
const refusedAccess = (error) => error?.usageAccessRefused === true;
/** Whether a refusal's message already says what access is needed (the client marks it so). */
const saysWhatAccess = (error) => error?.saysWhatAccess === true;
class UsageSource {
    mode;
    reader;
    log;
    words;
    /**
     * Organizations whose Explorer refused the token or failed after every retry: not asked again, so that a policy of
     * many modules is not held up a retry budget per module. Per organization: a token may read one and not another.
     */
    givenUp = new Set();
    /** Usage read for a whole organization at once (`preload`): per organization, per module key. */
    preloaded = new Map();
    /** Why usage was not read, per organization given up, as the user wrote its name. */
    reasons = new Map();
    constructor(mode, reader, log, words) {
        this.mode = mode;
        this.reader = reader;
        this.log = log;
        this.words = words;
    }
    get enabled() {
        return this.mode !== 'off';
    }
    /** The usage of a module's versions; undefined when it was not read. */
    async read(organization, module, required = false) {
        if (!this.enabled)
            return undefined;
        const mustHave = required || this.mode === 'required';
        const key = organization.toLowerCase();
        if (this.givenUp.has(key) && !mustHave)
            return undefined;
        // A safe revoke reads its module on its own, as it always has: the one read it relies on.
        const preloaded = required ? undefined : this.preloaded.get(key)?.get(moduleKey(module));
        if (preloaded !== undefined)
            return preloaded;
        try {
            return await this.reader.listUsage(organization, module);
        }
        catch (error) {
            // What access is needed, and which input to set, is said once: by the refusal where it says it.
            const why = refusedAccess(error)
                ? `Explorer refused the token: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}${saysWhatAccess(error) ? '' : ` ${(0,_model_js__WEBPACK_IMPORTED_MODULE_4__/* .usageAccessHint */ .B)(this.words.input('usageToken'))}`}`
                : `reading Explorer failed: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}`;
            if (mustHave) {
                const name = (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .show */ .WU)((0,_address_js__WEBPACK_IMPORTED_MODULE_3__/* .moduleName */ .AO)(module));
                throw new UsageUnavailableError(required
                    ? `A revoke of unused versions only needs usage, and it could not be read, so no version of ${name} was changed: ${why}`
                    : `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .initial */ .Vh)(this.words.input('usage'))} is true, but workspace usage could not be read, so no version of ${name} was changed: ${why}`);
            }
            if (!this.givenUp.has(key)) {
                this.givenUp.add(key);
                this.reasons.set(organization, why);
                this.log.info(`Workspace usage of organization ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .show */ .WU)(organization)} was not read: ${why}`);
            }
            return undefined;
        }
    }
    /**
     * One Explorer read for many modules of an organization (a policy's pattern would otherwise ask once per module). A
     * failure preloads nothing: each module is then read on its own, and its failure reported as `read` reports it.
     */
    async preload(organization, modules, reader) {
        const key = organization.toLowerCase();
        if (!this.enabled || modules.length === 0 || this.givenUp.has(key) || this.preloaded.has(key))
            return;
        let read;
        try {
            read = await reader.listOrganizationUsage(organization, modules);
        }
        catch {
            return;
        }
        const byModule = new Map();
        for (const module of modules)
            byModule.set(moduleKey(module), new Map());
        for (const [name, usage] of read.modules)
            byModule.set(name.toLowerCase(), usage);
        this.preloaded.set(key, byModule);
    }
    /** The run's one notice, when usage could not be read under `auto`: every organization given up, each with why. */
    get notice() {
        if (this.reasons.size === 0)
            return undefined;
        const each = [...this.reasons].map(([organization, why]) => `${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .show */ .WU)(organization)}: ${why}`);
        return `Workspace usage was not read for ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(this.reasons.size, 'organization')}, whose versions show no workspaces. ${each.join(' ')} Set ${this.words.setting('usage', 'false')} to not ask.`;
    }
}
/** The run's usage source: under the request's `usage` input, or off for a mode without one. */
function usageSource(options, reader, log, words) {
    return new UsageSource(options?.usage ?? 'off', reader, log, words);
}
/** The report with the run's one notice that usage was not read, said once whichever module met it. */
function withUsageNotice(report, usage) {
    if (usage.notice === undefined)
        return report;
    const notice = { level: 'notice', title: 'Workspace usage not read', message: usage.notice };
    return { ...report, annotations: [...report.annotations, notice] };
}


/***/ })

};
