export const id = 567;
export const ids = [567];
export const modules = {

/***/ 5567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _: () => (/* binding */ USER_AGENT),
  VERSION: () => (/* binding */ VERSION)
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


/***/ })

};
