export const id = 928;
export const ids = [928];
export const modules = {

/***/ 4928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VERSION: () => (/* binding */ VERSION),
/* harmony export */   _: () => (/* binding */ USER_AGENT)
/* harmony export */ });
/* harmony import */ var _package_json__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8330);
/**
 * The action's version, from package.json: the release script bumps that one place, and the
 * bundle carries the value (ncc inlines the JSON), so the user agent names the release it is.
 */

const VERSION = _package_json__WEBPACK_IMPORTED_MODULE_0__/* .version */ .rE;
/** Sent with every request, so a service operator can tell this action's traffic and release. */
const USER_AGENT = `tfe-module-deprecation-action/${VERSION} (+https://github.com/features/actions)`;


/***/ })

};
