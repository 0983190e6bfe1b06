"""Lighthouse on a first visit of the app, for bench/boot.py: run it, and say what it found.

Lighthouse is the npm package pinned in package.json (devDependencies, installed by
`npm ci`), run with its defaults for a phone (`--form-factor=mobile`: a Moto G Power's
screen, simulated slow 4G and a CPU 4 times slower, computed from one unthrottled load) in a
Chromium of its own with a new profile (so a first visit), which must not reach the network:
Chromium's background services are off, and so is Lighthouse's own error reporting (its
only call home; without the flag it would ask on a terminal). Its JSON report is kept
(bench/out/, git-ignored) to be read in full.
"""

from __future__ import annotations

import json
import subprocess
import urllib.parse
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
OUTPUT = ROOT / "bench" / "out" / "lighthouse.json"
TIMEOUT_S = 300

CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
# The goals, category by category (figures, not asserts): the least score wanted.
SCORE_GOALS = {"accessibility": 1.0, "best-practices": 1.0, "seo": 1.0}
CLS_GOAL = 0.1  # cumulative layout shift: under this
# The metrics printed, by audit id, with their usual short names.
METRICS = (
    ("first-contentful-paint", "FCP"),
    ("largest-contentful-paint", "LCP"),
    ("total-blocking-time", "TBT"),
    ("cumulative-layout-shift", "CLS"),
    ("speed-index", "Speed Index"),
    ("interactive", "TTI"),
)
CHROME_FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)

Report = dict[str, Any]


def version() -> str:
    meta = ROOT / "node_modules" / "lighthouse" / "package.json"
    found: str = json.loads(meta.read_text(encoding="utf-8"))["version"]
    return found


def run(url: str, chrome: str, output: Path = OUTPUT) -> Report | str:
    """Lighthouse's report on ``url``, or why there is none."""
    if not LIGHTHOUSE.is_file():
        return f"{LIGHTHOUSE.relative_to(ROOT)} is missing: run `npm ci`"
    output.parent.mkdir(parents=True, exist_ok=True)
    output.unlink(missing_ok=True)
    command = [
        str(LIGHTHOUSE),
        url,
        f"--chrome-path={chrome}",
        f"--chrome-flags={' '.join(CHROME_FLAGS)}",
        "--no-enable-error-reporting",
        "--output=json",
        f"--output-path={output}",
        f"--only-categories={','.join(CATEGORIES)}",
        "--form-factor=mobile",
        "--quiet",
    ]
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=TIMEOUT_S, check=False
        )
    except subprocess.TimeoutExpired:
        return f"Lighthouse did not finish in {TIMEOUT_S} s"
    if done.returncode != 0 or not output.is_file():
        last = (done.stderr.strip().splitlines() or ["(no output)"])[-1]
        return f"Lighthouse exited with {done.returncode}: {last}"
    report: Report = json.loads(output.read_text(encoding="utf-8"))
    if report.get("runtimeError"):
        return f"Lighthouse could not run: {report['runtimeError'].get('message')}"
    return report


def met(ok: bool) -> str:
    return "met" if ok else "NOT met"


def why(audit: dict[str, Any]) -> str:
    """What the first item of a failed audit's table says, if it says it in words."""
    items = (audit.get("details") or {}).get("items") or [{}]
    value = items[0].get("value") if isinstance(items[0], dict) else None
    if not isinstance(value, str):
        return ""
    more = f", and {len(items) - 1} more" if len(items) > 1 else ""
    return f": {value.split('. ')[0].rstrip('.')}{more}"


def failing(report: Report, category: str) -> list[str]:
    """The audits of ``category`` that did not pass, as "id (title)", those that do not
    count in its score marked so."""
    found = []
    for ref in report["categories"][category]["auditRefs"]:
        audit = report["audits"][ref["id"]]
        if audit["scoreDisplayMode"] not in ("binary", "numeric", "metricSavings"):
            continue  # informative, manual, not applicable
        if audit["score"] is None or audit["score"] >= 1:
            continue
        weight = "" if ref.get("weight") else ", weight 0"
        found.append(f"{ref['id']} ({audit['title']}{weight}{why(audit)})")
    return found


def summary(report: Report, output: Path = OUTPUT) -> list[str]:
    settings = report["configSettings"]
    throttling = settings["throttling"]
    where = output.relative_to(ROOT) if output.is_relative_to(ROOT) else output
    lines = [
        f"Lighthouse {report['lighthouseVersion']} on a first visit of the app "
        f"({settings['formFactor']}, {settings['throttlingMethod']}d throttling: "
        f"{throttling['rttMs']:.0f} ms RTT, {throttling['throughputKbps'] / 1024:.1f} Mbit/s, "
        f"CPU {throttling['cpuSlowdownMultiplier']:g}× slower); report: {where}"
    ]
    scores = []
    for category in CATEGORIES:
        score = report["categories"][category]["score"]
        text = f"{report['categories'][category]['title']} {score:.2f}"
        goal = SCORE_GOALS.get(category)
        if goal is not None:
            sign = "=" if goal == 1.0 else "≥"
            text += f" (goal {sign} {goal:.2f}: {met(score >= goal)})"
        scores.append(text)
    lines.append("  scores: " + ", ".join(scores))
    audits = report["audits"]
    metrics = []
    for audit_id, name in METRICS:
        audit = audits.get(audit_id)
        if audit is None or audit.get("numericValue") is None:
            continue
        value = audit["numericValue"]
        if audit_id == "cumulative-layout-shift":
            metrics.append(f"{name} {value:.3f} (goal < {CLS_GOAL}: {met(value < CLS_GOAL)})")
        else:
            metrics.append(f"{name} {value / 1000:.1f} s")
    weight = audits.get("total-byte-weight", {}).get("numericValue")
    if weight is not None:
        metrics.append(f"total byte weight {weight / 1e6:.2f} MB")
    lines.append("  metrics: " + ", ".join(metrics))
    origin = urllib.parse.urlsplit(report["finalDisplayedUrl"]).netloc
    items = audits.get("network-requests", {}).get("details", {}).get("items", [])
    elsewhere = sorted(
        {u for i in items if (u := urllib.parse.urlsplit(i["url"]).netloc) != origin}
    )
    lines.append(
        f"  the page's requests: {len(items)}, to another origin: "
        + (", ".join(elsewhere) if elsewhere else "none")
    )
    for category in ("accessibility", "best-practices", "seo"):
        left = failing(report, category)
        title = report["categories"][category]["title"]
        lines.append(f"  failing {title} audits: " + ("; ".join(left) if left else "none"))
    return lines
