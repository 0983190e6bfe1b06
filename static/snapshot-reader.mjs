// The stored Python snapshot's bytes, read and summed off the page's thread. static/python.mjs
// imports this module as it looks for a snapshot, starts a reader once it has found one of
// its version, and hands it the Blob IndexedDB gives; the reader, a worker running this
// module, reads the 16 MB and sums them, and hands back the bytes (moved, not copied) with
// their sum. On the page's thread, reading the Blob and
// summing it came before Python's start at each repeat visit: about 230 ms with the CPU
// throttled 4x, where the runtime's own script takes less to import (bench/README.md).
// Where no worker can start, they are read and summed on the page's thread, as before.

// The reader's name: a worker of this module by another name (static/python.mjs's, which
// makes the snapshot and imports `checksum` from here) does not read.
export const READER = "belot:snapshot-reader";

// The snapshot's checksum: four 32-bit lanes, each taking every fourth word of the bytes as
// xxHash32's rounds do (add the word times one odd number, rotate, multiply by another),
// with the last bytes and the length in the first lane. Each round is one-to-one in the word
// and in the lane's value, so a change to any one word (any one byte) always changes the
// sum; other changes leave it as it was by a chance of about one in four billion. It guards
// against damage and a change to IndexedDB alone, as SHA-256 did (a script that could make a
// change to match could as well rewrite the seal: docs/hosting.md). Over the 16 MB stored
// it takes 13-16 ms where SHA-256 took 22-24 (bench/README.md).
const ODD_1 = 0x9e3779b1 | 0;
const ODD_2 = 0x85ebca77 | 0;

function mix(lane, word) {
  const mixed = lane + Math.imul(word, ODD_2);
  return Math.imul((mixed << 13) | (mixed >>> 19), ODD_1);
}

/** The checksum of ``bytes`` (a Uint8Array), as 32 hexadecimal digits. */
export function checksum(bytes) {
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
  const words = new Int32Array(aligned.buffer, aligned.byteOffset, bytes.length >>> 2);
  const whole = words.length & ~3;
  let [a, b, c, d] = [1, 2, 3, 4];
  for (let at = 0; at < whole; at += 4) {
    a = mix(a, words[at]);
    b = mix(b, words[at + 1]);
    c = mix(c, words[at + 2]);
    d = mix(d, words[at + 3]);
  }
  for (let at = whole * 4; at < bytes.length; at++) a = mix(a, bytes[at] + 256 * at);
  a = mix(a, bytes.length);
  return [a, b, c, d].map((lane) => (lane >>> 0).toString(16).padStart(8, "0")).join("");
}

// Summed once while a Blob is read, so that the checksum's loop is optimized (readSummed).
const WARM_UP_BYTES = 256 * 1024;

/** {bytes, sum} of a Blob, read and summed where this runs. The checksum's loop is run
 * over 256 kB of zeros while the Blob is read (the thread only waits for it then): a
 * function's first run starts unoptimized, and the 16 MB took 11-13 ms so against 4-5 ms
 * once it has run (under Node; the warm-up 1.7 ms, its sum unused). */
export async function readSummed(blob) {
  const reading = blob.arrayBuffer();
  checksum(new Uint8Array(WARM_UP_BYTES));
  const bytes = new Uint8Array(await reading);
  return { bytes, sum: checksum(bytes) };
}

/** A reader, started now (its worker starts while IndexedDB reads the Blob): ``read(blob)``
 * resolves to {bytes, sum, off: whether a worker read them}, ``stop()`` ends it unused.
 * Read on the page's thread instead if the worker cannot start, fails or answers nonsense:
 * a snapshot is never dropped because the reader failed, only if its bytes are wrong. */
export function reader() {
  let worker = null;
  try {
    worker = new Worker(new URL(import.meta.url), { type: "module", name: READER });
  } catch {
    worker = null; // no workers here (Node, an old browser): read on this thread
  }
  // Asked to close, not terminated: a worker stopped while its script loads leaves a
  // request cut short (the stored snapshot may turn out not to be a Blob, or unreadable,
  // before the reader has started).
  const stop = () => {
    worker?.postMessage(null);
    worker = null;
  };
  // A worker that has answered, or failed, ends at once.
  const end = () => {
    worker?.terminate();
    worker = null;
  };
  const onThisThread = async (blob) => ({ ...(await readSummed(blob)), off: false });
  const read = (blob) => {
    if (!worker) return onThisThread(blob);
    return new Promise((resolve) => {
      const fallBack = () => {
        end();
        resolve(onThisThread(blob));
      };
      worker.onerror = (event) => {
        event.preventDefault(); // said here, not as an uncaught error of the page
        console.warn("belot: the snapshot's reader failed, read on the page's thread:", event.message);
        fallBack();
      };
      worker.onmessageerror = fallBack;
      worker.onmessage = ({ data }) => {
        if (!(data?.buffer instanceof ArrayBuffer) || typeof data.sum !== "string") {
          console.warn("belot: the snapshot's reader failed, read on the page's thread:", data?.error);
          return fallBack();
        }
        end();
        resolve({ bytes: new Uint8Array(data.buffer), sum: data.sum, off: true });
      };
      worker.postMessage(blob);
    });
  };
  return { read, stop };
}

// Run as the reader: read the Blob it is sent, answer {buffer, sum} or {error}; close when
// sent null.
if (
  typeof WorkerGlobalScope !== "undefined" &&
  globalThis instanceof WorkerGlobalScope &&
  globalThis.name === READER
) {
  globalThis.onmessage = async ({ data }) => {
    if (data === null) return globalThis.close();
    try {
      const { bytes, sum } = await readSummed(data);
      globalThis.postMessage({ buffer: bytes.buffer, sum }, [bytes.buffer]);
    } catch (error) {
      globalThis.postMessage({ error: String(error) });
    }
  };
}
