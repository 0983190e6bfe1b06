// The baseline of bench/boot.py: the same vendored Pyodide as the app (static/vendor/),
// loaded with loadPyodide() and nothing else. <html data-ready> marks Python ready, as the
// app does when it is usable.
import { loadPyodide } from "../static/vendor/pyodide/pyodide.mjs";

const pyodide = await loadPyodide();
pyodide.runPython("import sys");
document.documentElement.setAttribute("data-ready", "");
