// The Python the page runs on. PyScript imports this module as its interpreter
// (pyscript.toml) and calls its loadPyodide() as it would Pyodide's own. It
// loads the vendored Pyodide (static/vendor/pyodide/), unpacks the belot package into its
// working directory (static/vendor/belot.zip: one download instead of one per module) and,
// on a repeat visit, starts Python from a memory snapshot of an interpreter that has
// already imported the package.
//
// Why the snapshot: starting Python (the runtime, then the standard library's and the
// package's modules, compiled from source) is most of the page's start-up; copying a
// snapshot of its memory back takes a fraction of it (bench/README.md has the numbers).
// The snapshot is made in a worker running this same module, once the page is ready and a
// service worker controls it (so making it downloads nothing), and kept in IndexedDB
// under the Pyodide version and the hashes of the runtime and the package archive: it is
// never used with another version of either. Its seal (that key, its size and checksum,
// and the size of the runtime's function table, made with it) is kept apart, in Cache
// Storage beside the service worker's verified files, and a snapshot is used only if it
// matches its seal: one changed in IndexedDB alone (damaged, or altered by another page of
// the origin) is not run (README.md, "Hosting", says what this does not stop), nor one
// restored into a function table of another size. It relies on Pyodide's private snapshot
// options (_makeSnapshot, _loadSnapshot) and its module's table, fixed by the pinned
// Pyodide; a snapshot that fails its check or cannot be restored is deleted, the console
// says why, and Python starts as it would without one.
import { loadPyodide as loadVendored, version } from "./vendor/pyodide/pyodide.mjs";
// The size of each file the runtime downloads (written by scripts/vendor.py), for the
// progress bar of a first visit; the SHA-256 of the standard library, of the runtime's
// JavaScript and of the package's archive, for the snapshot's key.
import { PACKAGE_SHA256, RUNTIME_SHA256, SIZES, STDLIB_SHA256 } from "./vendor/sizes.mjs";

export { version };

const INDEX_URL = new URL("vendor/pyodide/", import.meta.url).href;
const PACKAGE_URL = new URL("vendor/belot.zip", import.meta.url).href;
// The stored snapshot's bytes are read and summed by this module's worker (and its checksum
// seals a new one). Imported when a snapshot is looked for or made, not with this module:
// a first visit, which has none, waits for one file less before Python starts.
const READER_MODULE = new URL("snapshot-reader.mjs", import.meta.url).href;
// Unpacked into Pyodide's working directory, which is on sys.path. (Unpacked, not imported
// from the archive: zipimport takes half as long again as the files.)
const HOME = "/home/pyodide";
// Part of the snapshot's key: a new value here leaves every older snapshot unused.
const FORMAT = 6;
const DATABASE = "belot-python";
const STORE = "snapshot";
// The seal: {key, size, sum, table} of the stored snapshot, as JSON. Not in a cache named
// "belot-…": sw.js deletes each of those but its own when a new version activates, and the
// snapshot outlives a version that leaves the package and Pyodide as they were.
const SEAL_CACHE = "belot:python";
const SEAL_URL = new URL("python-snapshot.json", import.meta.url).href;
// Held while a worker makes and stores a snapshot: two tabs never interleave their writes.
const SNAPSHOT_LOCK = "belot:python-snapshot";
// How long the page has been ready and controlled before the snapshot is made: its worker
// takes a few seconds of a processor core, which the player's first taps need more, and its
// downloads (from the service worker's cache) are cut off if the page goes away meanwhile.
const SNAPSHOT_DELAY_MS = 10_000;

// What the snapshot has imported: every module of the package, the browser edge's among
// them (belot/app/browser/), and every regular expression compiled (belot/patterns.py).
// The edge's modules take `document` and `window` from `js` as they are imported: the
// snapshot keeps each object Python holds from `js` as the path it was reached by, and a
// start from it finds the page's own there (see makeSnapshot). Then a start on a sample
// game, run twice and leaving nothing of it (belot/app/warm_up.py): a repeat visit's start
// runs code that has run before.
const PRELOAD = `
import importlib, pkgutil, belot
for found in pkgutil.walk_packages(belot.__path__, "belot."):
    importlib.import_module(found.name)
importlib.import_module("belot.patterns").compile_all()
importlib.import_module("belot.app.warm_up").warm_up()
`;

/** PyScript's entry point: Pyodide with the package importable, from a snapshot if any.
 * It is started already (see below): PyScript gets the Python that is starting, with its
 * output (``stdout``, ``stderr``) sent where PyScript says. */
export async function loadPyodide(options = {}) {
  starting ??= start(); // (started already in the page: see the end of this module)
  const pyodide = await starting;
  if (options.stdout) pyodide.setStdout({ batched: options.stdout });
  if (options.stderr) pyodide.setStderr({ batched: options.stderr });
  return pyodide;
}

/** Pyodide with the package unpacked, from the stored snapshot if it is this version's. */
async function start() {
  const config = { indexURL: INDEX_URL };
  // A first visit (no service worker has the files yet) says what it fetches, as it comes.
  const progress = firstVisit() ? showProgress() : null;
  const archive = fetchBytes(PACKAGE_URL);
  // Only a page that the service worker controls looks for a snapshot: one is made only
  // then (snapshotWhenReady), and a first visit does not wait for IndexedDB to make its
  // database and say that it has none (about 100 ms, before the runtime's files are asked
  // for). (A reload that bypasses the worker starts without the snapshot.)
  const looking = navigator.serviceWorker?.controller ? lookUp() : null;
  let pyodide = null;
  let restored = false;
  if (looking) {
    // Pyodide starts as IndexedDB is asked, not once it has answered: its files are asked
    // for meanwhile. Told that a snapshot of this version is stored, it makes its runtime
    // while the snapshot is read and checked, and restores it then (the page's loader:
    // scripts/vendor.py, loader_restoring_later); told that none is, it starts Python as
    // it would without.
    looking
      .then((snapshot) => {
        if (snapshot) fetchPageScriptAhead();
        else if (!progress) say(STARTING); // as below
      })
      .catch(() => {}); // neither is needed to start: Python starts all the same
    const memory = looking.then((snapshot) => snapshot?.memory ?? null);
    // The loader awaits it only once it has made the runtime: a snapshot refused by its
    // check before then would be, until that moment, a rejection no one handles, which
    // the page reports as an error that stopped its start (static/boot-error.js). The
    // loader still gets the refusal, and fails with it.
    memory.catch(() => {});
    try {
      pyodide = await loadVendored({
        ...config,
        _loadSnapshot: memory,
        _snapshotStored: looking.then(Boolean),
      });
      const snapshot = await looking;
      restored = snapshot !== null;
      if (restored) sameTable(pyodide, await snapshot.table);
    } catch (error) {
      // None stored: Python itself could not start, which PyScript's call reports.
      if (!(await looking)) throw error;
      // A snapshot refused by its check says why in words; anything else with its stack.
      const why = error instanceof Unusable ? error.message : error;
      console.warn("belot: starting Python without its snapshot:", why);
      forgetSnapshot();
      pyodide = null;
      restored = false;
    }
  }
  // For the tests and bench/boot.py: whether this start came from a snapshot.
  if (restored) performance.mark("belot:python-snapshot");
  if (!restored && !progress) say(STARTING); // a repeat visit, files at hand: no bar
  try {
    pyodide ??= await loadVendored(config);
    mount(pyodide, await archive, restored);
  } finally {
    progress?.stop();
  }
  if (!restored && typeof document !== "undefined") snapshotWhenReady();
  return pyodide;
}

/** PyScript fetches the page's script (static/boot.py) only once Python is up, through the
 * service worker; Python restored from a snapshot is up within a few hundred milliseconds,
 * and the script is fetched meanwhile (a preload, which PyScript's fetch takes). Not on a
 * first visit: a preload unused seconds after the page's load is a console warning. */
function fetchPageScriptAhead() {
  const script = document.querySelector('script[type="py"][src]');
  if (!script) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "fetch";
  link.crossOrigin = "anonymous";
  link.href = script.getAttribute("src");
  document.head.append(link);
}

// --- what a first visit says while it downloads --------------------------------------------

// The catalog's "app.fetching" and "app.starting" (tests/app/test_snapshot.py checks that
// they are the same), in the language static/instant-paint.js put on <html lang>.
const FETCHING = {
  en: "Getting the app ready for offline use: {got} of {total}\u00a0MB",
  bg: "Приложението се подготвя за работа без интернет: {got} от {total}\u00a0MB",
  fr: "Préparation de l'appli pour le hors-ligne : {got} sur {total}\u00a0Mo",
};
const STARTING = {
  en: "Starting Python…",
  bg: "Python се стартира…",
  fr: "Démarrage de Python…",
};

function firstVisit() {
  return typeof document !== "undefined" && !navigator.serviceWorker?.controller && !painted();
}

// The last sheet is on screen already (static/instant-paint.js): its small loading tab
// stays as it is (its words changing would move it), and nothing more needs saying.
function painted() {
  return Boolean(document.getElementById("app")?.classList.contains("snapshot"));
}

function words(table, fields = {}) {
  const lang = Object.hasOwn(table, document.documentElement.lang)
    ? document.documentElement.lang
    : "en";
  return table[lang].replace(/\{(\w+)\}/g, (_, name) => fields[name]);
}

function say(table, fields) {
  const line = typeof document !== "undefined" && document.getElementById("loading");
  if (line && !document.documentElement.hasAttribute("data-ready") && !painted()) {
    line.textContent = words(table, fields);
  }
}

// The decimal separator of each language the loading line speaks.
const DECIMAL_SEPARATOR = { en: ".", bg: ",", fr: "," };

/** ``bytes`` in megabytes with one decimal, as ``lang`` writes it (English if it is none of
 * the app's): for a whole number of bytes under 999.95 MB, the words Intl.NumberFormat
 * would write (tests/test_loading_line.py), rounded half up. Not with Intl itself: its
 * first use in a page sets up the locale's data, 25-65 ms of the page's thread while the
 * runtime's files come in (bench/README.md). */
export function megabytes(bytes, lang) {
  const separator = Object.hasOwn(DECIMAL_SEPARATOR, lang) ? DECIMAL_SEPARATOR[lang] : ".";
  const tenths = Math.round(Math.max(0, bytes) / 1e5);
  return `${Math.trunc(tenths / 10)}${separator}${tenths % 10}`;
}

/** Count the bytes of the runtime's files as they arrive (fetch, wrapped while Python
 * loads) and show them on the loading line and its bar; then "Starting Python". The
 * total is what comes over the wire (each response's Content-Length, compressed or not),
 * the share of each file received is its decoded bytes over its size (SIZES).
 *
 * Counted on a clone: the response the runtime gets is the browser's own, whose body the
 * browser hands to the WebAssembly compiler and to arrayBuffer() without running any
 * script. A body piped through a script's stream put every chunk of the 14 MB decoded
 * through the page's thread on its way, and the WebAssembly came in 85-170 ms later with
 * the CPU throttled 4x (bench/README.md). The line and its bar change four times a second
 * at most: each change is a layout and a paint. */
function showProgress() {
  // Looked up when shown: this module may run before the page is parsed (index.html).
  const bar = () => document.getElementById("loading-bar");
  const files = new Map(
    Object.entries(SIZES).map(([name, size]) => [
      new URL(`vendor/${name}`, import.meta.url).href,
      { size, wire: size, got: 0, answered: false },
    ]),
  );
  const original = globalThis.fetch;
  let shown = 0;
  let answered = 0; // files whose response has come (their size over the wire known)
  const update = () => {
    // Until every file has answered, its size over the wire is not known yet.
    if (answered < files.size) return;
    let got = 0;
    let total = 0;
    for (const file of files.values()) {
      got += (file.wire * Math.min(file.got, file.size)) / file.size;
      total += file.wire;
    }
    const now = performance.now();
    if (now - shown < 250 && got < total) return; // four times a second is enough
    shown = now;
    const mb = (bytes) => megabytes(bytes, document.documentElement.lang);
    say(FETCHING, { got: mb(got), total: mb(total) });
    const element = bar();
    if (element) {
      element.hidden = false;
      element.value = total ? got / total : 0;
    }
    if (got >= total) say(STARTING);
  };
  globalThis.fetch = async (input, init) => {
    const response = await original(input, init);
    const file = files.get(new URL(input?.url ?? input, location.href).href);
    if (!file || !response.ok || !response.body) return response;
    file.wire = Number(response.headers.get("content-length")) || file.size;
    if (!file.answered) answered += 1;
    file.answered = true;
    const reader = response.clone().body.getReader();
    const count = async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        file.got += value.byteLength;
        update();
      }
    };
    count().catch(() => {}); // the download failed: the runtime's own read says so
    return response;
  };
  return {
    stop() {
      globalThis.fetch = original;
      const element = bar();
      if (element) element.hidden = true;
      say(STARTING);
    },
  };
}

// Loaded as a worker by snapshotWhenReady(): make the snapshot, answer "done" or why not.
if (typeof WorkerGlobalScope !== "undefined" && globalThis instanceof WorkerGlobalScope) {
  makeSnapshot().then(
    () => postMessage("done"),
    (error) => postMessage(String(error?.stack ?? error)),
  );
}

/** Make a snapshot for this version and store it with its seal (in a worker: it takes
 * seconds). */
async function makeSnapshot() {
  const { checksum } = await import(READER_MODULE);
  const key = snapshotKey();
  const work = async () => {
    if ((await read("key")) === key) return; // another tab made it meanwhile
    // Fetched only now: a tab that finds the snapshot made reads nothing more.
    const archive = await fetchBytes(PACKAGE_URL);
    const pyodide = await loadVendored({ indexURL: INDEX_URL, _makeSnapshot: true });
    mount(pyodide, archive);
    // A worker has neither: stand-ins by the page's names, for the imports alone (nothing
    // the browser edge does at import uses them).
    globalThis.window ??= globalThis;
    globalThis.document ??= {};
    pyodide.runPython(PRELOAD);
    const table = tableSize(pyodide);
    const memory = pack(pyodide.makeMemorySnapshot());
    // The seal first: a stored snapshot always has one.
    await writeSeal({ key, size: memory.length, sum: checksum(memory), table });
    await transaction("readwrite", (store) => {
      // A Blob: reading it back hands the page a handle, and its bytes are read off the
      // page's thread, where a typed array of 15 MB would be copied on it (30 ms).
      store.put(new Blob([memory]), "memory");
      store.put(key, "key");
    });
  };
  await (navigator.locks ? navigator.locks.request(SNAPSHOT_LOCK, work) : work());
}

// The snapshot is Python's whole memory (30 MB), half of it pages of zeros: they are left
// out of what is stored, and Python's memory is restored from the pages stored
// (restorable). Stored: [length: u32][one byte per page: kept or not][kept pages].
// (Compressing it instead, with CompressionStream, made it 6.7 MB but each start 100 ms
// slower: bench/README.md.)
const PAGE = 4096;

export function pack(memory) {
  const pages = Math.ceil(memory.length / PAGE);
  const kept = new Uint8Array(pages);
  const chunks = [];
  for (let page = 0; page < pages; page++) {
    const chunk = memory.subarray(page * PAGE, (page + 1) * PAGE);
    if (chunk.some((byte) => byte !== 0)) {
      kept[page] = 1;
      chunks.push(chunk);
    }
  }
  const packed = new Uint8Array(4 + pages + chunks.reduce((sum, c) => sum + c.length, 0));
  new DataView(packed.buffer).setUint32(0, memory.length);
  packed.set(kept, 4);
  let at = 4 + pages;
  for (const chunk of chunks) {
    packed.set(chunk, at);
    at += chunk.length;
  }
  return packed;
}

/** The snapshot ``pack`` stored, as Pyodide takes one: an array of its whole size with
 * only its header written (the bytes before Python's memory), which copies its stored
 * pages straight into Python's memory when Pyodide restores it (``restoreInto``, which
 * the page's runtime calls: scripts/vendor.py, SNAPSHOT_RESTORED). Unpacked whole into an
 * array of 31 MB, then all of that copied into Python's memory, it took 35-40 ms under
 * Node, on the page's thread; so, 14-22 ms (bench/README.md). Unusable if the stored
 * pages are not what its table says. */
export function restorable(packed) {
  const fail = () => {
    throw new Unusable("the stored snapshot is unreadable");
  };
  if (!(packed instanceof Uint8Array) || packed.length < 4) fail();
  const length = new DataView(packed.buffer, packed.byteOffset).getUint32(0);
  const pages = Math.ceil(length / PAGE);
  if (packed.length < 4 + pages) fail();
  const size = (page) => Math.min(PAGE, length - page * PAGE);
  // Where each page's bytes are in what was stored; -1 for a page of zeros, not stored.
  const from = new Int32Array(pages);
  let at = 4 + pages;
  for (let page = 0; page < pages; page++) {
    from[page] = packed[4 + page] ? at : -1;
    if (from[page] >= 0) at += size(page);
  }
  if (at !== packed.length || from[0] < 0) fail();
  // A page's stored bytes, less the first ``skip``.
  const bytes = (page, skip = 0) => packed.subarray(from[page] + skip, from[page] + size(page));
  const snapshot = new Uint8Array(length);
  // The header: its first page says where Python's memory starts (Pyodide's snapshot
  // format: a magic number, then that offset).
  snapshot.set(bytes(0), 0);
  const memoryAt = new DataView(snapshot.buffer).getUint32(4, true);
  if (memoryAt > length) fail();
  for (let page = 1; page * PAGE < memoryAt; page++) {
    if (from[page] >= 0) snapshot.set(bytes(page), page * PAGE);
  }
  /** Python's memory as the snapshot has it, into ``heap`` (Python's memory just made,
   * from ``offset`` of the snapshot on), where it has been written up to ``written`` (the
   * top of its heap; above, a new memory is zeros): the stored pages copied, and the
   * pages of zeros below ``written`` made zeros again where they are not, but for those
   * wholly in ``unused`` ([from, to) of ``heap``: its stack below the stack pointer, as
   * the runtime says. Nothing runs as it is restored, and no program reads what is below
   * its stack pointer before writing it: whatever is there may stay. It is most of what
   * lies below ``written``, 10 of 14 MB: under Node the restore takes 9-10 ms, 13-15 with
   * those pages checked). */
  snapshot.restoreInto = (heap, offset, written, unused = [0, 0]) => {
    if (offset !== memoryAt || heap.length < length - offset || heap.byteOffset % 4) fail();
    const words = new Uint32Array(heap.buffer, heap.byteOffset, heap.length >> 2);
    const [unusedFrom, unusedTo] = unused;
    for (let page = Math.floor(offset / PAGE); page < pages; page++) {
      const skip = Math.max(0, offset - page * PAGE); // the header's bytes in this page
      const start = page * PAGE + skip - offset;
      const end = page * PAGE + size(page) - offset;
      if (from[page] >= 0) heap.set(bytes(page, skip), start);
      else if (start < written && !(unusedFrom <= start && end <= unusedTo)) {
        zeros(heap, words, start, end);
      }
    }
  };
  return snapshot;
}

/** ``heap`` zeros from ``start`` to ``end``: a range already zeros (as nearly all are) is
 * read, not written, so that Python's memory is not made to hold pages it never uses.
 * (``words``: the same memory as 32-bit words, read eight at a time: a third of the time
 * of one by one under Node.) */
function zeros(heap, words, start, end) {
  const first = Math.ceil(start / 4);
  const last = Math.max(first, Math.floor(end / 4));
  let bits = 0;
  for (let at = start; at < Math.min(first * 4, end); at++) bits |= heap[at];
  let word = first;
  for (; word + 8 <= last; word += 8) {
    bits |= words[word] | words[word + 1] | words[word + 2] | words[word + 3];
    bits |= words[word + 4] | words[word + 5] | words[word + 6] | words[word + 7];
  }
  for (; word < last; word++) bits |= words[word];
  for (let at = Math.max(last * 4, start); at < end; at++) bits |= heap[at];
  if (bits !== 0) heap.fill(0, start, end);
}

/** Why a stored snapshot is not used (the console says it in these words). */
class Unusable extends Error {}

/** The places in the runtime's function table: Python's memory holds indices into it. */
function tableSize(pyodide) {
  return pyodide._module.wasmTable.length;
}

/** Unusable unless Python restored from the snapshot has the function table the snapshot
 * was made with (``table``, in its seal): the runtime lays the table out as it links, the
 * same way each time, but a place added after that while the snapshot's worker imported
 * the package (a library linked then) would be missing here, and calling it would crash. */
function sameTable(pyodide, table) {
  const size = tableSize(pyodide);
  if (size !== table) {
    throw new Unusable(`its function table had ${table} places, Python restored from it has ${size}`);
  }
}

/** The stored snapshot, ready to be restored, if it is what was sealed when it was made: this
 * version's (its key), of the size it had and with the same checksum. Else Unusable.
 * ``read``: the stored bytes and their sum (snapshot-reader.mjs), null if what was stored
 * is not a Blob. */
function checked(read, seal, key) {
  if (seal === undefined) throw new Unusable(`it has no seal in Cache Storage ("${SEAL_CACHE}")`);
  if (seal?.key !== key) throw new Unusable("its seal in Cache Storage is not this snapshot's");
  const size = read ? read.bytes.length : 0;
  if (!read || size !== seal.size) {
    throw new Unusable(`it is ${size} bytes, sealed as ${seal.size}`);
  }
  if (read.sum !== seal.sum) {
    throw new Unusable("its bytes are not the ones sealed when it was made (changed since)");
  }
  return restorable(read.bytes);
}

async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} for ${url}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Unpack the package into Python's working directory: all of it, or, in Python restored
 * from the snapshot (``restored``), only the modules it has not imported (the browser
 * edge) and the files that are not modules: the snapshot holds the others' code.
 * Written from here, not by Python's zipfile: in a Python just started, whose WebAssembly
 * is compiled function by function as it is first called, that took 100-170 ms of a
 * first visit, 440 ms with the CPU throttled 4x (bench/README.md). Each file is made
 * straight in its folder of the memory's file system, its bytes the archive's own (Python
 * only reads them): FS.writeFile looked the path up, opened, copied, wrote and closed each
 * of the 160 files, 15-30 ms of a first visit in the runtime's script not yet optimised. */
function mount(pyodide, archive, restored = false) {
  const imported = restored
    ? new Set(pyodide.runPython("'\\n'.join(__import__('sys').modules)").split("\n"))
    : new Set();
  const { FS } = pyodide;
  const { MEMFS } = FS.filesystems;
  const folders = new Map(); // each folder's path: its node
  for (const [name, bytes] of storedEntries(archive)) {
    if (name.endsWith("/")) continue;
    if (name.endsWith(".pyc")) {
      const module = name.slice(0, -".pyc".length).replace(/\/__init__$/, "");
      if (imported.has(module.replaceAll("/", "."))) continue;
    }
    const path = `${HOME}/${name}`;
    const at = path.lastIndexOf("/");
    const folder = path.slice(0, at);
    let parent = folders.get(folder);
    if (parent === undefined) {
      FS.mkdirTree(folder);
      parent = FS.lookupPath(folder).node;
      folders.set(folder, parent);
    }
    const file = path.slice(at + 1);
    if (parent.mount?.type !== MEMFS || Object.hasOwn(parent.contents, file)) {
      FS.writeFile(path, bytes); // not a folder of the memory's file system, or there already
      continue;
    }
    const node = MEMFS.createNode(parent, file, 0o100644, 0);
    node.contents = bytes;
    node.usedBytes = bytes.length;
  }
  // The finder of the folder may have listed it before the files were there: it lists it
  // again. (importlib.invalidate_caches() would import importlib.metadata, and email with
  // it, to do the same for installed distributions: a start has none to find.)
  pyodide.runPython(`
import sys as _sys
_finder = _sys.path_importer_cache.get(${JSON.stringify(HOME)})
if _finder is not None:
    _finder.invalidate_caches()
del _sys, _finder
`);
}

/** The files of a zip archive whose entries are all stored, as scripts/vendor.py writes
 * belot.zip (the server compresses it whole): [name, bytes] in the archive's order, the
 * bytes a view of the archive's. An archive it cannot read so (a compressed entry, a
 * name that would leave the folder, ZIP64, a comment) is an Error that says why. */
export function storedEntries(archive) {
  const fail = (why) => {
    throw new Error(`belot.zip: ${why}`);
  };
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const end = archive.length - 22; // the end of the central directory, without a comment
  if (end < 0 || view.getUint32(end, true) !== 0x06054b50) {
    fail("not a zip archive (or one with a comment)");
  }
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const entries = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || view.getUint32(at, true) !== 0x02014b50) fail("its directory is damaged");
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(archive.subarray(at + 46, at + 46 + nameLength));
    if (method !== 0) fail(`${name} is compressed (method ${method}), not stored`);
    if (name.startsWith("/") || name.split("/").includes("..")) fail(`${name} leaves its folder`);
    if (local + 30 > archive.length || view.getUint32(local, true) !== 0x04034b50) {
      fail(`${name} has no header`);
    }
    const data = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (data + size > archive.length) fail(`${name} is cut short`);
    entries.push([name, archive.subarray(data, data + size)]);
    at += 46 + nameLength + skip;
  }
  return entries;
}

/** The snapshot's key: what it was made from. Python's memory holds the standard library's
 * table of contents (zipimport's) and indices into the function table that the runtime's
 * JavaScript lays out as it links (scripts/vendor.py, runtime_linking_at_once), so a
 * snapshot is for one archive and one runtime as much as for one Pyodide and one package.
 * Their hashes are written at set-up (static/vendor/sizes.mjs): the files a page looks for
 * a snapshot with come from one version's cache of the service worker, checked against that
 * version's hashes when it was filled (sw.js), sizes.mjs among them, so a start need not
 * hash the package's 2 MB again before it can look (10 ms at speed, 35 with the CPU
 * throttled 4x, in the way of the runtime's files: bench/README.md). */
function snapshotKey() {
  return `${FORMAT} ${version} ${STDLIB_SHA256} ${RUNTIME_SHA256} ${PACKAGE_SHA256}`;
}

/** findSnapshot, but null if IndexedDB has not answered within 2 s (it answers in
 * milliseconds; should it hang, Python starts without the snapshot). */
function lookUp() {
  const timeout = new Promise((resolve) => setTimeout(resolve, 2000, null));
  return Promise.race([findSnapshot(), timeout]);
}

/** {memory: a promise of it, checked} if the stored snapshot is this version's, else null. */
async function findSnapshot() {
  let reading = null;
  try {
    // The snapshot and its seal are read from the start, while its key is compared with
    // this version's (in the same transaction as the key: the two belong together); the
    // reader's module comes meanwhile.
    const readerModule = import(READER_MODULE);
    readerModule.catch(() => {}); // unused if there is no key
    const { key, memory } = readStored();
    const seal = readSeal();
    seal.catch(() => {}); // unread if there is no key
    const stored = await key;
    if (stored === undefined) return null;
    if (stored !== snapshotKey()) {
      forgetSnapshot();
      return null;
    }
    // The reader's worker starts once there is a snapshot to read, not as this module
    // starts: there it shared the processor with the page's first paint, and started for
    // nothing where there was no snapshot.
    reading = (await readerModule).reader();
    // Read and checked while Pyodide loads and makes its runtime (in a wrapper: an async
    // function would wait). Pyodide awaits it before it restores it into that runtime: a
    // snapshot that fails its check makes loadPyodide fail, and nothing of it has run.
    const read = memory.then((blob) => {
      if (blob instanceof Blob) return reading.read(blob).then(noted);
      reading.stop();
      return null;
    });
    const checkedMemory = Promise.all([read, seal]).then(([summed, found]) =>
      checked(summed, found, stored),
    );
    checkedMemory.catch(() => reading.stop()); // loadPyodide reports it, if it comes to that
    return { memory: checkedMemory, table: seal.then((found) => found?.table) };
  } catch (error) {
    reading?.stop();
    // No IndexedDB (a private window): no snapshot.
    console.warn("belot: no Python snapshot:", error);
    return null;
  }
}

/** ``read`` (snapshot-reader.mjs), marked for the tests: whether a worker read it. */
function noted(read) {
  performance.mark("belot:snapshot-read", { detail: { worker: read.off } });
  return read;
}

function forgetSnapshot() {
  transaction("readwrite", (store) => store.clear()).catch(() => {});
  globalThis.caches?.delete(SEAL_CACHE).catch(() => {});
}

/** Once the page is ready, a service worker controls it and it has stayed open for a while:
 * make a snapshot in a worker. */
async function snapshotWhenReady() {
  if (!("serviceWorker" in navigator) || !("indexedDB" in globalThis) || !isSecureContext) {
    return;
  }
  const html = document.documentElement;
  await new Promise((resolve) => {
    if (html.hasAttribute("data-ready")) return resolve();
    const observer = new MutationObserver(() => {
      if (!html.hasAttribute("data-ready")) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(html, { attributeFilter: ["data-ready"] });
  });
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_DELAY_MS));
  const worker = new Worker(import.meta.url, { type: "module" });
  worker.onmessage = ({ data }) => {
    if (data !== "done") console.warn("belot: no Python snapshot:", data);
    worker.terminate();
  };
  worker.onerror = (event) => {
    event.preventDefault();
    console.warn("belot: no Python snapshot:", event.message);
    worker.terminate();
  };
}

// --- IndexedDB: one store, "key" (the version) and "memory" (the snapshot) -----------------

function request(req) {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

// Opened at the version it has (1 when this module makes it), not at a fixed one: any page
// of the origin can make a database of this name without the store (at version 1, a
// fixed-version open would then find no store on every visit, and no snapshot would ever
// be kept); its next version adds the store. Another tab asking for a newer version is
// not kept waiting.
async function openDatabase() {
  const db = await opened(indexedDB.open(DATABASE));
  if (db.objectStoreNames.contains(STORE)) return db;
  const next = db.version + 1;
  db.close();
  return opened(indexedDB.open(DATABASE, next));
}

async function opened(opening) {
  opening.onupgradeneeded = () => {
    const db = opening.result;
    if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE);
  };
  const db = await request(opening);
  db.onversionchange = () => db.close();
  return db;
}

async function transaction(mode, work) {
  const db = await openDatabase();
  try {
    const tx = db.transaction(STORE, mode);
    const done = new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = tx.onabort = () => reject(tx.error);
    });
    const result = work(tx.objectStore(STORE));
    await done;
    return result instanceof IDBRequest ? result.result : result;
  } finally {
    db.close();
  }
}

function read(name) {
  return transaction("readonly", (store) => store.get(name));
}

/** {key, memory}: promises of the two, read in one transaction; the key comes first. */
function readStored() {
  const requests = openDatabase().then((db) => {
    const tx = db.transaction(STORE);
    tx.oncomplete = tx.onerror = tx.onabort = () => db.close();
    const store = tx.objectStore(STORE);
    return [request(store.get("key")), request(store.get("memory"))];
  });
  const memory = requests.then(([, snapshot]) => snapshot);
  memory.catch(() => {}); // unread if there is no key
  return { key: requests.then(([key]) => key), memory };
}

// --- Cache Storage: the seal, {key, size, sum, table}, under SEAL_URL in SEAL_CACHE ---

/** The seal; undefined if there is none, null if it is not one. */
async function readSeal() {
  const response = await caches.match(SEAL_URL, { cacheName: SEAL_CACHE });
  if (!response) return undefined;
  return response.json().catch(() => null);
}

async function writeSeal(seal) {
  const cache = await caches.open(SEAL_CACHE);
  const headers = { "Content-Type": "application/json" };
  await cache.put(SEAL_URL, new Response(JSON.stringify(seal), { headers }));
}

// --- the start ---------------------------------------------------------------------------

// Python starts as soon as the page has evaluated this module (index.html loads it before
// PyScript's core, as a module script of its own), not once PyScript has set itself up
// and asks for it: its own start (its code, its config, its storage) and Python's then
// run side by side. Not in the worker that makes the snapshot (no document there). Last in
// the module: everything above is defined by then.
let starting = null;
if (typeof document !== "undefined") {
  starting = start();
  starting.catch(() => {}); // PyScript's call reports it
}
