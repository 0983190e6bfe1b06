// The baseline of bench/boot.py: Pyodide as the npm package ships it (node_modules/pyodide/,
// installed by `npm ci` from package-lock.json, never touched by scripts/vendor.py), loaded
// with loadPyodide() and nothing else: its indexURL is the package's folder, so it fetches
// the package's own lock file, runtime and standard library. <html data-ready> marks Python
// ready, as the app does when it is usable.
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const pyodide = await loadPyodide();
pyodide.runPython("import sys");
document.documentElement.setAttribute("data-ready", "");
