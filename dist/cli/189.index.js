export const id = 189;
export const ids = [189];
export const modules = {

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
    const { log: sarif, omitted, unplaced } = draft;
    try {
        await (0,_safe_write_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileSafely */ .kv)(file.file, `${JSON.stringify(sarif, null, 2)}\n`, file);
        const results = sarif.runs[0]?.results?.length ?? 0;
        log.info(`Wrote ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(results, 'result')} for code scanning to ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .showFile */ .II)(file.file)}`);
    }
    catch (error) {
        log.warning(`${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)} No SARIF file was written: the verdict stands, and an upload step will find no file.`);
    }
    if (unplaced !== undefined && unplaced.results > 0) {
        log.warning(`The SARIF file leaves out ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(unplaced.results, 'result')}: ${unplaced.why}. Code scanning refuses a whole upload for one result without a location in the repository. ${where}`);
    }
    if (omitted > 0) {
        log.warning(`The SARIF file holds ${_sarif_js__WEBPACK_IMPORTED_MODULE_0__/* .SARIF_RESULT_LIMIT */ .Uw} results, the most severe first, and leaves out ${omitted} more: code scanning keeps at most ${_sarif_js__WEBPACK_IMPORTED_MODULE_0__/* .SARIF_RESULT_LIMIT */ .Uw} of an upload. ${where}`);
    }
}


/***/ }),

/***/ 4697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ retired),
/* harmony export */   k: () => (/* binding */ failsCheck)
/* harmony export */ });
/** Deprecated or revoked: a revoked version counts, even where the read shows no deprecation (an undocumented case). */
const retired = (o) => o.after !== null || o.revoked === true;
/** Whether a checked version fails the step: a revoked one by `failOnRevoked`, else by `failOnDeprecated`. */
const failsCheck = (o, context) => o.revoked === true ? context.failOnRevoked !== false : context.failOnDeprecated;


/***/ }),

/***/ 3189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
 * A check's findings as a SARIF 2.1.0 log: a result per deprecated or revoked version, with the gate's rules, placed
 * at the workflow file that asked for the check (a version has no file or line of its own). With no workflow file
 * known, the results are left out and counted: code scanning refuses a whole upload for one result without a location.
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
/** A check's SARIF file written (a file that cannot be written is a warning); modes.ts loads it through import(). */
const writeCheckSarif = (file, address, outcomes, request, log) => (0,_files_sarif_file_js__WEBPACK_IMPORTED_MODULE_2__/* .writeSarifFile */ .V)(file, checkSarif(address, outcomes, request), log, `Every version is in ${_report_js__WEBPACK_IMPORTED_MODULE_3__/* .RESULT_OUTPUT */ .A1}.`);


/***/ })

};
