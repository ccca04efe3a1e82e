/**
 * Lets the minifier drop the parts of react-router's bundled modules nothing uses. It marks their module-level
 * `React.forwardRef(…)`, `React.memo(…)` and `React.createContext(…)` calls pure (`/* @__PURE__ *\/`), as their other
 * module-level calls already are, and leaves out their module-level `X.displayName = "…"` statements, which only React's
 * developer tools read. Either one made a minifier keep a component, and everything it reaches, though nothing used
 * it: `Link`, `NavLink` and `Form` brought the framework mode's link prefetching and form-submission code into every
 * first load. See rspack/library-changes.ts (react-router-pure-calls).
 */
const CALL = /^((?:var|const|let) [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

module.exports = function pureCallsLoader(source) {
  return source.replace(CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
};
