"""scripts/serve.py compresses like a static host, from scripts/compress.py's copies: the
encoding from Accept-Encoding, the headers that go with it, and never a stale copy."""

from __future__ import annotations

import contextlib
import email.message
import functools
import gzip
import http.client
import http.server
import io
import os
import random
import shutil
import socket
import struct
import subprocess
import sys
import threading
import time
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import compress  # noqa: E402  (scripts/compress.py)
import serve  # noqa: E402  (scripts/serve.py)

NODE = shutil.which("node")
BROTLI_DECOMPRESS = """
const chunks = [];
process.stdin.on("data", (c) => chunks.push(c));
process.stdin.on("end", () =>
  process.stdout.write(require("node:zlib").brotliDecompressSync(Buffer.concat(chunks))));
"""


def unbrotli(data: bytes) -> bytes:
    assert NODE is not None, "Node.js is needed (the set-up's npm ci needs it too)"
    done = subprocess.run(
        [NODE, "-e", BROTLI_DECOMPRESS], input=data, capture_output=True, check=False
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def decode(encoding: str | None, body: bytes) -> bytes:
    if encoding == "br":
        return unbrotli(body)
    if encoding == "gzip":
        return gzip.decompress(body)
    assert encoding is None, encoding
    return body


def words(n: int, seed: int) -> bytes:
    vocabulary = ["belot", "capot", "quinte", "tierce", "hearts", "trumps", "dealer", "score"]
    rng = random.Random(seed)
    return " ".join(rng.choice(vocabulary) for _ in range(n)).encode()


def zip_of_noise() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("noise.bin", random.Random(1).randbytes(50_000))
    return buffer.getvalue()


WASM = "static/vendor/pyodide/pyodide.asm.wasm"
SITE = {
    "index.html": b"<!doctype html><title>Belot</title>\n" + words(400, 0),
    "static/app.js": b"// the page\n" + words(2000, 1),
    WASM: b"\0asm\1\0\0\0" + words(20_000, 2),
    "static/vendor/precache.js": b"self.PRECACHE = " + words(300, 3),
    # Sent as they are: too small, compressed already, does not shrink.
    "static/tiny.js": b"export const x = 1;\n",
    "static/icon.png": b"\x89PNG\r\n\x1a\n" + random.Random(2).randbytes(4000),
    "static/vendor/noise.zip": zip_of_noise(),
}
AS_IS = ["static/tiny.js", "static/icon.png", "static/vendor/noise.zip"]
COMPRESSED = [rel for rel in SITE if rel not in AS_IS]
CHROMIUM = "gzip, deflate, br, zstd"  # what Chromium sends, also to http://127.0.0.1


@pytest.fixture(scope="module", autouse=True)
def _brotli_at_its_best() -> Iterator[None]:
    """These tests compress at the quality the set-up uses by default (11), whatever
    quality the run asked for (``make test`` asks for less: scripts/compress.py)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv(compress.QUALITY_ENV, raising=False)
        yield


def make_site(root: Path) -> Path:
    for rel, data in SITE.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_bytes(data)
    compress.precompress(root, list(SITE))
    return root


@pytest.fixture
def site(tmp_path: Path) -> Path:
    """The site, set up, for a test that changes it."""
    return make_site(tmp_path)


@pytest.fixture(scope="module")
def shared_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, set up, for the tests that only read it."""
    return make_site(tmp_path_factory.mktemp("site"))


@dataclass
class Reply:
    status: int
    headers: email.message.Message
    body: bytes

    @property
    def encoding(self) -> str | None:
        return self.headers["Content-Encoding"]

    def decoded(self) -> bytes:
        return decode(self.encoding, self.body)


Fetch = Callable[..., Reply]


@contextlib.contextmanager
def served(
    root: Path,
    handler: type[serve.Handler] | None = None,
    refresh: Callable[[], object] | None = None,
) -> Iterator[Fetch]:
    """fetch(path, accept_encoding or None for no header, method="GET", **headers)."""
    if handler is None:
        server = serve.make_server(0, root, quiet=True, refresh=refresh)
    else:  # as bench/boot.py serves the repo: a subclass of Handler
        server = serve.Server(("127.0.0.1", 0), functools.partial(handler, directory=str(root)))
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()

    def fetch(path: str, accept: str | None, method: str = "GET", **headers: str) -> Reply:
        connection = http.client.HTTPConnection("127.0.0.1", server.server_address[1])
        try:
            connection.putrequest(method, path, skip_accept_encoding=True)
            if accept is not None:
                connection.putheader("Accept-Encoding", accept)
            for name, value in headers.items():
                connection.putheader(name.replace("_", "-"), value)
            connection.endheaders()
            response = connection.getresponse()
            return Reply(response.status, response.headers, response.read())
        finally:
            connection.close()

    try:
        yield fetch
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


@pytest.fixture(scope="module")
def fetch(shared_site: Path) -> Iterator[Fetch]:
    """Requests to the shared site."""
    with served(shared_site) as fetch:
        yield fetch


@pytest.fixture
def fetch_site(site: Path) -> Iterator[Fetch]:
    """Requests to the site of this test."""
    with served(site) as fetch:
        yield fetch


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("br, gzip", ["br", "gzip"]),
        (CHROMIUM, ["br", "gzip"]),
        ("gzip", ["gzip"]),
        ("gzip, deflate", ["gzip"]),
        ("x-gzip", ["gzip"]),
        ("br", ["br"]),
        (None, []),
        ("", []),
        ("identity", []),
        ("deflate, zstd", []),
        ("gzip;q=1.0, br;q=0.5", ["gzip", "br"]),
        ("br;q=0, gzip", ["gzip"]),
        ("BR , GZip ;Q=0.8", ["br", "gzip"]),
        ("gzip;q=nonsense, br", ["br"]),
        ("*", ["br", "gzip"]),
        ("*;q=0.1, gzip", ["gzip", "br"]),
        ("gzip, *;q=0", ["gzip"]),
    ],
)
def test_accepted_encodings(header: str | None, expected: list[str]) -> None:
    assert serve.accepted_encodings(header, ("br", "gzip")) == expected


def test_set_up_compresses_what_pays(site: Path) -> None:
    hashes = compress.read_hashes(site)
    assert sorted(hashes) == sorted([*COMPRESSED, "static/vendor/noise.zip"])
    assert hashes["static/vendor/noise.zip"] == {
        "sha256": compress.sha256(SITE["static/vendor/noise.zip"]),
        "br": None,
        "gzip": None,
    }
    for rel in COMPRESSED:
        br = compress.copy_path(site, rel, "br").read_bytes()
        gz = compress.copy_path(site, rel, "gzip").read_bytes()
        assert unbrotli(br) == gzip.decompress(gz) == SITE[rel]
        assert len(br) < len(gz) < len(SITE[rel])
        assert hashes[rel] == {
            "sha256": compress.sha256(SITE[rel]),
            "br": len(br),
            "gzip": len(gz),
            "quality": 11,
        }
    # Never next to the site's own files: they may be committed ones.
    assert not [p for p in site.rglob("*.br") if compress.COMPRESSED.parts[2] not in p.parts]


def test_set_up_again_compresses_only_what_changed(site: Path) -> None:
    copy = compress.copy_path(site, WASM, "br")
    before = copy.stat().st_mtime_ns
    (site / "static/app.js").write_bytes(b"// edited\n" + words(2000, 9))
    summary = compress.precompress(site, list(SITE))
    assert (summary.files, summary.compressed) == (len(COMPRESSED) + 1, 1)
    assert copy.stat().st_mtime_ns == before
    assert unbrotli(compress.copy_path(site, "static/app.js", "br").read_bytes()).startswith(
        b"// edited\n"
    )
    # A file that is no longer listed loses its copies.
    compress.precompress(site, [rel for rel in SITE if rel != "static/app.js"])
    assert not compress.copy_path(site, "static/app.js", "br").exists()
    assert "static/app.js" not in compress.read_hashes(site)


@pytest.mark.parametrize(
    ("accept", "encoding"),
    [("br, gzip", "br"), (CHROMIUM, "br"), ("gzip", "gzip"), ("identity", None), (None, None)],
)
@pytest.mark.parametrize("rel", COMPRESSED)
def test_encoding_from_accept_encoding(
    shared_site: Path, fetch: Fetch, rel: str, accept: str | None, encoding: str | None
) -> None:
    reply = fetch(f"/{rel}", accept)
    assert reply.status == 200
    assert reply.encoding == encoding
    assert reply.headers["Vary"] == "Accept-Encoding"
    assert reply.headers["Content-Length"] == str(len(reply.body))
    assert reply.headers["Content-Type"] == serve.EXTENSIONS_MAP[Path(rel).suffix]
    assert reply.headers["Cache-Control"] == "no-cache"
    assert reply.decoded() == SITE[rel]
    if encoding is not None:  # the copy made at set-up
        assert reply.body == compress.copy_path(shared_site, rel, encoding).read_bytes()


@pytest.mark.parametrize("rel", AS_IS)
def test_not_worth_compressing_goes_as_it_is(fetch: Fetch, rel: str) -> None:
    reply = fetch(f"/{rel}", CHROMIUM)
    assert reply.status == 200
    assert reply.encoding is None
    assert reply.body == SITE[rel]
    assert reply.headers["Content-Length"] == str(len(SITE[rel]))
    # Only what may be compressed varies (the zip of noise is tried, and does not shrink).
    assert reply.headers["Vary"] == ("Accept-Encoding" if rel.endswith(".zip") else None)


def test_the_site_root_is_index_html(fetch: Fetch) -> None:
    reply = fetch("/?from=test", "br")
    assert (reply.status, reply.encoding) == (200, "br")
    assert reply.decoded() == SITE["index.html"]
    assert reply.headers["Content-Type"] == "text/html; charset=utf-8"
    moved = fetch("/static", "br")
    assert (moved.status, moved.headers["Location"]) == (301, "/static/")
    assert fetch("/missing.js", "br").status == 404


def test_head_has_the_headers_of_get(fetch: Fetch) -> None:
    for accept in ("br", "gzip", None):
        head = fetch(f"/{WASM}", accept, method="HEAD")
        get = fetch(f"/{WASM}", accept)
        assert head.body == b""
        assert head.encoding == get.encoding
        assert head.headers["Content-Length"] == get.headers["Content-Length"]


@pytest.mark.parametrize("accept", ["br", "gzip", None])
def test_if_modified_since_per_encoding(fetch: Fetch, accept: str | None) -> None:
    first = fetch(f"/{WASM}", accept)
    again = fetch(f"/{WASM}", accept, If_Modified_Since=first.headers["Last-Modified"])
    assert (again.status, again.body) == (304, b"")
    assert again.headers["Vary"] == "Accept-Encoding"
    older = fetch(f"/{WASM}", accept, If_Modified_Since="Mon, 01 Jan 2001 00:00:00 GMT")
    assert (older.status, older.encoding) == (200, first.encoding)


def edit_keeping_size_and_mtime(path: Path, data: bytes) -> None:
    """An edit that a check of size and mtime alone would miss."""
    st = path.stat()
    assert len(data) == st.st_size
    path.write_bytes(data)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))


@pytest.mark.parametrize("rel", ["index.html", WASM])
def test_a_stale_copy_is_never_sent(site: Path, fetch_site: Fetch, rel: str) -> None:
    assert fetch_site(f"/{rel}", "br, gzip").encoding == "br"  # the copy; the file's hash is kept
    edited = SITE[rel].replace(b"belot", b"BELOT")
    edit_keeping_size_and_mtime(site / rel, edited)
    # No brotli without a fresh copy: gzip made by the server, or the file as it is.
    for accept, encoding in [("br, gzip", "gzip"), ("br", None), ("gzip", "gzip"), (None, None)]:
        reply = fetch_site(f"/{rel}", accept)
        assert reply.encoding == encoding
        assert reply.decoded() == edited
        assert reply.headers["Content-Length"] == str(len(reply.body))
    # The next set-up makes the copies again.
    compress.precompress(site, list(SITE))
    reply = fetch_site(f"/{rel}", "br, gzip")
    assert reply.encoding == "br"
    assert reply.decoded() == edited


def test_a_missing_copy_falls_back_to_gzip(site: Path, fetch_site: Fetch) -> None:
    compress.copy_path(site, "static/app.js", "br").unlink()
    reply = fetch_site("/static/app.js", "br, gzip")
    assert reply.encoding == "gzip"
    assert reply.decoded() == SITE["static/app.js"]
    shutil.rmtree(site / compress.COMPRESSED)
    reply = fetch_site(f"/{WASM}", "br, gzip")
    assert reply.encoding == "gzip"
    assert reply.decoded() == SITE[WASM]


def test_a_file_regenerated_on_request_is_sent_as_it_is_then(site: Path) -> None:
    precache = site / "static/vendor/precache.js"
    version = 0

    def refresh() -> None:  # as vendor.refresh_generated: a new precache.js every time
        nonlocal version
        version += 1
        precache.write_bytes(f"self.PRECACHE = {version:04};\n".encode() + words(300, 4))

    with served(site, refresh=refresh) as fetch:
        for accept in ("br, gzip", "gzip", None, "br, gzip"):
            reply = fetch("/static/vendor/precache.js?v=1", accept)
            assert reply.decoded() == precache.read_bytes()
            assert reply.decoded().startswith(f"self.PRECACHE = {version:04};".encode())
            assert reply.encoding == ("gzip" if accept else None)


def test_a_subclass_counts_the_bytes_on_the_wire(site: Path) -> None:
    """bench/boot.py's way: a Handler subclass that takes each body's size from its file."""
    sent: list[int] = []

    class Counting(serve.Handler):
        quiet = True

        def copyfile(self, source: Any, outputfile: Any) -> None:
            sent.append(os.fstat(source.fileno()).st_size)
            super().copyfile(source, outputfile)

    with served(site, Counting) as fetch:
        br = fetch(f"/{WASM}", "br")
        (site / "index.html").write_bytes(b"<!doctype html>\n" + words(500, 5))
        gzipped = fetch("/index.html", "gzip")  # gzipped by the server itself
        plain = fetch(f"/{WASM}", None)
    assert sent == [len(br.body), len(gzipped.body), len(SITE[WASM])]
    assert gzipped.encoding == "gzip"

    class Identity(Counting):
        encodings = ()

    with served(site, Identity) as fetch:
        reply = fetch(f"/{WASM}", CHROMIUM)
    assert (reply.encoding, reply.headers["Vary"], reply.body) == (None, None, SITE[WASM])
    assert plain.body == SITE[WASM]


def test_without_node_there_is_gzip_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shutil, "which", lambda name: None)  # compress.py looks for node
    make_site(tmp_path)
    hashes = compress.read_hashes(tmp_path)
    assert all(hashes[rel]["br"] is None and hashes[rel]["gzip"] for rel in COMPRESSED)
    with served(tmp_path) as fetch:
        reply = fetch(f"/{WASM}", CHROMIUM)
    assert reply.encoding == "gzip"
    assert reply.body == compress.copy_path(tmp_path, WASM, "gzip").read_bytes()


def test_a_new_clone_takes_the_copies_kept_by_an_earlier_set_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """scripts/vendor.py keeps the copies it makes (compress.cache_folder): a set-up of the
    same files elsewhere takes them from there, as made, and compresses only what changed."""
    cache = tmp_path / "kept"
    first, second = tmp_path / "first", tmp_path / "second"
    for root in (first, second):
        for rel, data in SITE.items():
            (root / rel).parent.mkdir(parents=True, exist_ok=True)
            (root / rel).write_bytes(data)
    made = compress.precompress(first, list(SITE), cache=cache)
    tried = [*COMPRESSED, "static/vendor/noise.zip"]  # a zip is tried, kept only if it pays
    assert (made.compressed, made.reused) == (len(tried), 0)
    assert len(list(cache.iterdir())) == 2 * len(tried)

    # Another clone, one file changed: only that one goes through brotli and gzip.
    (second / "static/app.js").write_bytes(b"// changed\n" + words(2000, 9))
    asked: list[str] = []
    brotli_many, gzip_bytes = compress.brotli_many, compress.gzip_bytes

    def counted_brotli(items: list[tuple[str, bytes]], quality: int = 11) -> list[bytes] | None:
        asked.extend(f"br {rel}" for rel, _ in items)
        return brotli_many(items, quality)

    def counted_gzip(data: bytes, level: int = 9) -> bytes:
        asked.append(f"gzip {len(data)}")
        return gzip_bytes(data, level)

    monkeypatch.setattr(compress, "brotli_many", counted_brotli)
    monkeypatch.setattr(compress, "gzip_bytes", counted_gzip)
    again = compress.precompress(second, list(SITE), cache=cache)
    changed = (second / "static/app.js").read_bytes()
    assert sorted(asked) == ["br static/app.js", f"gzip {len(changed)}"]
    assert again.reused == len(tried) - 1
    for rel in COMPRESSED:
        for encoding in ("br", "gzip"):
            copy = compress.copy_path(second, rel, encoding).read_bytes()
            if rel == "static/app.js":
                assert decode(encoding, copy) == changed
            else:
                assert copy == compress.copy_path(first, rel, encoding).read_bytes()


def test_a_copy_of_another_brotli_quality_is_made_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """BELOT_BROTLI_QUALITY (``make test`` asks for 5): each brotli copy's entry says its
    quality, and a set-up that asks for another one makes the copy again."""
    monkeypatch.setenv(compress.QUALITY_ENV, "5")
    make_site(tmp_path)
    fast = compress.read_hashes(tmp_path)[WASM]
    assert fast["quality"] == 5
    monkeypatch.delenv(compress.QUALITY_ENV)
    compress.precompress(tmp_path, list(SITE))
    best = compress.read_hashes(tmp_path)[WASM]
    assert best["quality"] == 11
    assert best["sha256"] == fast["sha256"]
    copy = compress.copy_path(tmp_path, WASM, "br").read_bytes()
    assert unbrotli(copy) == SITE[WASM]
    assert len(copy) == best["br"]


@pytest.mark.parametrize("asked", ["12", "-1", "best", "5.5"])
def test_a_brotli_quality_out_of_range_is_refused_naming_the_variable(
    asked: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(compress.QUALITY_ENV, asked)
    with pytest.raises(ValueError, match=r"BELOT_BROTLI_QUALITY=.*0 to 11"):
        compress.brotli_quality()


def test_a_browser_that_leaves_mid_answer_is_not_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A tab closed while a large file is on its way resets the connection: the server says
    nothing of it (the tests' output keeps only real errors) and answers the next request."""
    (tmp_path / "large.bin").write_bytes(os.urandom(1 << 23))  # more than the socket buffers
    server = serve.make_server(0, tmp_path, quiet=True)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    address = ("127.0.0.1", server.server_address[1])
    try:
        for _ in range(3):
            client = socket.create_connection(address)
            client.sendall(b"GET /large.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            client.recv(4096)  # the answer has begun
            # Closed with a reset (no lingering), as a browser drops a connection.
            client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            client.close()
        time.sleep(0.5)  # the server's threads meet the reset
        connection = http.client.HTTPConnection(*address)
        connection.request("GET", "/large.bin")
        assert connection.getresponse().status == 200
        connection.close()
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
    assert "Exception occurred" not in capsys.readouterr().err
