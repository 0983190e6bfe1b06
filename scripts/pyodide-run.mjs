// Runs a Python script inside the pinned Pyodide (node_modules/pyodide), under Node, for the
// set-up: scripts/vendor.py compiles the page's Python to bytecode with the very Python
// that will import it (scripts/precompile.py). The machine's files are under /host.
//
//     node scripts/pyodide-run.mjs SCRIPT.py [ARG...]
import { readFileSync } from "node:fs";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const [script, ...args] = process.argv.slice(2);
// Python starts as the page's does, with scripts/start_site.py as its sitecustomize (from a
// folder of its own, first on the path): it notes the sources of the dataclass methods
// Pyodide's start compiles (scripts/start_methods.py reads them).
const SITE = "/start-site";
const pyodide = await loadPyodide({
  indexURL: new URL("../node_modules/pyodide/", import.meta.url).pathname,
  args: [script, ...args],
  // Bytecode with line numbers but no columns in its line tables (as `python -X
  // no_debug_ranges` makes it): a quarter smaller on the wire, and a traceback still names
  // each line; it only loses the ^^^ under the failing expression.
  env: { PYTHONNODEBUGRANGES: "1", PYTHONPATH: SITE },
  fsInit: (fs) => {
    fs.mkdirTree(SITE);
    const site = readFileSync(new URL("start_site.py", import.meta.url));
    fs.writeFile(`${SITE}/sitecustomize.py`, site);
  },
});
pyodide.FS.mkdir("/host");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: "/" }, "/host");
try {
  await pyodide.runPythonAsync(readFileSync(script, "utf8"), { filename: script });
} catch (error) {
  console.error(String(error?.message ?? error));
  process.exit(1);
}
