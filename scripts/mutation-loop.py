#!/usr/bin/env python3
"""End-to-end mutation loop: mutated fixtures through the release `render`, none may crash.

Each run takes a fixture (Fixtures/*.json), mutates it (a value replaced by an extreme or wrong one,
a key removed or duplicated, bytes flipped, truncated or inserted; as JSON, or written as YAML with
YAML's own hazards: anchors and aliases, tags, odd scalars), and hands it to the release `render`
as one of: a PNG, an SVG, an HTML diagram, attributes JSON, or `render check` against the fixture's
own baselines (a copy of Snapshots/, sometimes with a mutated attributes baseline, sometimes with
`--update changed`). Every run has a time limit and a 4 GiB address-space limit.

A run passes when it ends with an exit code of 0-127 (an error is fine; a signal, a trap or a
time-out is not). The loop prints the exit codes it saw and every failing input, which it keeps in
the output folder for replay, and exits 1 if any run failed.

    make release && python3 scripts/mutation-loop.py --runs 10000 --jobs 2 --seed 1
"""

import argparse
import collections
import concurrent.futures
import copy
import json
import math
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

EXTREMES = [
    0, -1, -0.0, 1, 0.5, 1e-300, 1e308, -1e308, 1.7976931348623157e308, 2 ** 53 + 1, 2 ** 63, 2 ** 70,
    -(2 ** 63) - 1, 1e19, -1e19, 32767, 32768, 65536, 10 ** 7, 10 ** 9, 0.1 + 0.2, 3.0000001,
    "", "x", "-1", "1e999", "NaN", "Infinity", "\u0000", "\u001b[2K", "\ufffe", "a" * 5000,
    None, True, False, [], {}, [1, 2], {"count": 10 ** 7},
]
KEYS = ["count", "width", "height", "scale", "x", "y", "columnCount", "zIndex", "layout", "items", "sections",
        "options", "contentOffset", "container", "header", "footer", "insets", "kind", "scrollDirection"]


def walk(node, path=()):
    """Every (path, value) in a JSON tree."""
    yield path, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from walk(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from walk(v, path + (i,))


def get(node, path):
    for p in path:
        node = node[p]
    return node


def extreme(rng):
    """One of EXTREMES, copied: the same list or object must never be shared between specs."""
    return copy.deepcopy(rng.choice(EXTREMES))


def mutate_tree(rng, tree):
    """One to three structural mutations of a parsed spec (mostly one, so that many runs still draw)."""
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        paths = list(walk(tree))
        path, value = rng.choice(paths)
        action = rng.random()
        if not path:
            continue
        parent = get(tree, path[:-1])
        key = path[-1]
        if action < 0.55:
            parent[key] = extreme(rng)
        elif action < 0.65 and isinstance(parent, dict):
            del parent[key]
        elif action < 0.75 and isinstance(parent, dict):
            parent[rng.choice(KEYS)] = extreme(rng)
        elif action < 0.85 and isinstance(value, (int, float)) and not isinstance(value, bool):
            parent[key] = value * rng.choice([-1, 0, 1e6, 1e-6, 1e300])
        elif action < 0.95 and isinstance(parent, list):
            parent.extend(copy.deepcopy(value) for _ in range(rng.randint(1, 50)))
        else:
            parent[key] = {"count": rng.choice([0, 1, 2000, 10 ** 6, 10 ** 7, -3, 2.5]),
                           "width": rng.choice([0, 1, 1e6, -1]), "height": rng.choice([0, 1, 1e308])}
    return tree


def to_json(rng, tree):
    text = json.dumps(tree, allow_nan=True)
    if rng.random() < 0.05:  # a duplicate key
        text = text.replace("{", '{"layout": "grid", ', 1)
    return text.encode()


def yaml_scalar(rng, v):
    if v is None:
        return rng.choice(["null", "~", ""])
    if v is True:
        return rng.choice(["true", "yes", "on"])
    if v is False:
        return "false"
    if isinstance(v, float) and math.isinf(v):
        return ".inf" if v > 0 else "-.inf"
    if isinstance(v, (int, float)):
        return rng.choice([repr(v), repr(v), hex(int(v)) if isinstance(v, int) and v >= 0 else repr(v)])
    return json.dumps(v)


def to_yaml(rng, tree, indent=0):
    """A block-style YAML rendering with random anchors, aliases and tags."""
    pad = "  " * indent
    out = []
    anchors = []

    def emit(node, ind):
        p = "  " * ind
        lines = []
        if isinstance(node, dict):
            if not node:
                return ["{}"], True
            for k, v in node.items():
                if isinstance(v, (dict, list)) and v:
                    anchor = ""
                    if rng.random() < 0.1:
                        name = f"a{len(anchors)}"
                        anchors.append(name)
                        anchor = f" &{name}"
                    lines.append(f"{p}{json.dumps(k)}:{anchor}")
                    sub, _ = emit(v, ind + 1)
                    lines += sub
                elif anchors and rng.random() < 0.03:
                    lines.append(f"{p}{json.dumps(k)}: *{rng.choice(anchors)}")
                else:
                    tag = "!!str " if rng.random() < 0.02 else ""
                    lines.append(f"{p}{json.dumps(k)}: {tag}{yaml_scalar(rng, v)}")
            return lines, False
        if isinstance(node, list):
            if not node:
                return ["[]"], True
            for v in node:
                if isinstance(v, (dict, list)) and v:
                    sub, _ = emit(v, ind + 1)
                    first = sub[0].lstrip()
                    lines.append(f"{p}- {first}")
                    lines += sub[1:]
                else:
                    lines.append(f"{p}- {yaml_scalar(rng, v)}")
            return lines, False
        return [p + yaml_scalar(rng, node)], True

    lines, _ = emit(tree, indent)
    out = "\n".join(lines) + "\n"
    if rng.random() < 0.05:  # a small alias bomb
        out = "a: &a [x, x, x, x, x, x, x, x]\n" + "".join(
            f"{c}: &{c} [{', '.join(['*' + chr(ord(c) - 1)] * 8)}]\n" for c in "bcdefghij") + out
    return (pad + out).encode()


def mutate_bytes(rng, data):
    data = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        if not data:
            break
        i = rng.randrange(len(data))
        r = rng.random()
        if r < 0.4:
            data[i] = rng.randrange(256)
        elif r < 0.6:
            del data[i:i + rng.randint(1, 16)]
        elif r < 0.8:
            data[i:i] = rng.choice([b"9", b"e308", b"-", b"\x00", b"\xff", b"\x1b", b"{", b"[", b'"', b"\n"])
        else:
            data = data[:i]
    return bytes(data)


def limits():
    resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def one_run(args):
    """One mutated input through render; returns (exit code or 'timeout', description, input bytes, ext)."""
    index, seed, render, fixtures, snapshots, work, timeout = args
    rng = random.Random(seed * 1_000_003 + index)
    name = rng.choice(fixtures)
    with open(os.path.join(ROOT, "Fixtures", name + ".json"), "rb") as f:
        original = f.read()
    tree = mutate_tree(rng, json.loads(original)) if rng.random() < 0.8 else json.loads(original)
    as_yaml = rng.random() < 0.3
    data = to_yaml(rng, tree) if as_yaml else to_json(rng, tree)
    if rng.random() < 0.3:
        data = mutate_bytes(rng, data)
    ext = "yaml" if as_yaml else "json"
    run_dir = os.path.join(work, f"run{index}")
    os.makedirs(run_dir)
    spec = os.path.join(run_dir, f"{name}.{ext}")
    with open(spec, "wb") as f:
        f.write(data)
    mode = rng.choice(["png", "svg", "html", "json", "check"])
    if mode == "check":
        baselines = os.path.join(run_dir, "baselines")
        os.makedirs(baselines)
        for suffix in (".png", ".attributes.json"):
            src = os.path.join(snapshots, name + suffix)
            if os.path.exists(src):
                shutil.copy(src, baselines)
        if rng.random() < 0.3:
            path = os.path.join(baselines, name + ".attributes.json")
            with open(path, "rb") as f:
                attrs = json.loads(f.read())
            attrs = mutate_tree(rng, attrs)
            with open(path, "wb") as f:
                f.write(mutate_bytes(rng, json.dumps(attrs).encode()) if rng.random() < 0.3 else
                        json.dumps(attrs).encode())
        command = [render, "check", spec, "--baselines", baselines, "--quiet", "--jobs", "1"]
        if rng.random() < 0.3:
            command += ["--update", "changed"]
        if rng.random() < 0.3:
            command += ["--report", os.path.join(run_dir, "report"), "--junit", os.path.join(run_dir, "j.xml")]
    elif mode == "json":
        command = [render, spec, "-o", os.path.join(run_dir, "out.json")]
    else:
        command = [render, spec, os.path.join(run_dir, "out." + mode)]
    start = time.monotonic()
    try:
        p = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout,
                           preexec_fn=limits)
        code = p.returncode if p.returncode >= 0 else 128 - p.returncode
        err = p.stderr.decode(errors="replace").strip().splitlines()
    except subprocess.TimeoutExpired:
        code, err = "timeout", []
    seconds = time.monotonic() - start
    shutil.rmtree(run_dir, ignore_errors=True)
    return code, f"{mode} {name}.{ext}", data, ext, (err[-1] if err else ""), seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=10000)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--render", default=os.path.join(ROOT, ".build/release/render"))
    parser.add_argument("--timeout", type=float, default=30)
    parser.add_argument("--keep", default=os.path.join(ROOT, ".build/mutation-failures"),
                        help="where failing inputs are kept")
    a = parser.parse_args()
    if not os.access(a.render, os.X_OK):
        sys.exit(f"error: {a.render} is not built; run `make release` first (or pass --render)")
    fixtures = sorted(f[:-5] for f in os.listdir(os.path.join(ROOT, "Fixtures")) if f.endswith(".json"))
    snapshots = os.path.join(ROOT, "Snapshots")
    work = tempfile.mkdtemp(prefix="mutation-loop-")
    codes = collections.Counter()
    failures = []
    slowest = (0, "")
    start = time.monotonic()
    try:
        with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
            jobs = [(i, a.seed, a.render, fixtures, snapshots, work, a.timeout) for i in range(a.runs)]
            for i, (code, what, data, ext, err, seconds) in enumerate(pool.map(one_run, jobs)):
                codes[code] += 1
                if seconds > slowest[0]:
                    slowest = (seconds, what)
                if code == "timeout" or code > 128:
                    os.makedirs(a.keep, exist_ok=True)
                    kept = os.path.join(a.keep, f"run{i}.{ext}")
                    with open(kept, "wb") as f:
                        f.write(data)
                    failures.append(f"run {i}: {what}: exit {code}: {err} (input: {kept})")
                    print(failures[-1], flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    elapsed = time.monotonic() - start
    summary = ", ".join(f"{k}: {v}" for k, v in sorted(codes.items(), key=lambda kv: str(kv[0])))
    print(f"{a.runs} runs in {elapsed:.0f} s (seed {a.seed}); exit codes {summary}; "
          f"slowest {slowest[0]:.1f} s ({slowest[1]})")
    print(f"{a.runs - len(failures)} passed, {len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
