// Beside bench/boot.py's baseline (bench/stock.mjs, the unmodified npm package): the app's
// own vendored Pyodide (static/vendor/, as scripts/vendor.py builds it), loaded with
// loadPyodide() and nothing else, to tell what the vendored runtime gains from what
// PyScript and the app cost. <html data-ready> marks Python ready, as the app does when it
// is usable.
import { loadPyodide } from "../static/vendor/pyodide/pyodide.mjs";

const pyodide = await loadPyodide();
pyodide.runPython("import sys");
document.documentElement.setAttribute("data-ready", "");
