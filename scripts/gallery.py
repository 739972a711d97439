#!/usr/bin/env python3
"""Regenerates the README gallery (between the gallery markers) from Fixtures/ and Snapshots/.

Each fixture is shown as its snapshot baseline (the same PNG the snapshot tests compare against)
next to the spec that produced it, grouped by layout kind in the registry's order. The test
`ReadmeGalleryTests` fails when the README and the fixtures disagree; run this script to fix it.
"""
import json, os, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KINDS = ["aligned", "waterfall", "list", "column", "styled-flow", "grid",
         "flow", "fraction-grid", "staggered", "mosaic", "composite"]
BEGIN, END = "<!-- gallery:begin -->", "<!-- gallery:end -->"

def main():
    names = sorted(f[:-5] for f in os.listdir(os.path.join(ROOT, "Fixtures")) if f.endswith(".json"))
    def kind_of(name):
        with open(os.path.join(ROOT, "Fixtures", name + ".json")) as f:
            return json.load(f)["layout"]
    groups = {}
    for n in names:
        groups.setdefault(kind_of(n), []).append(n)
    out = [BEGIN, ""]
    for kind in KINDS + sorted(set(groups) - set(KINDS)):
        if kind not in groups:
            continue
        out.append(f"### `{kind}`")
        out.append("")
        for n in groups[kind]:
            with open(os.path.join(ROOT, "Fixtures", n + ".json")) as f:
                spec = f.read().rstrip("\n")
            out.append(f"**{n}** ([spec](Fixtures/{n}.json), [SVG](Snapshots/{n}.svg))")
            out.append("")
            out.append(f'<img src="Snapshots/{n}.png" alt="{n}" width="360">')
            out.append("")
            out.append("<details><summary>spec</summary>")
            out.append("")
            out.append("```json")
            out.append(spec)
            out.append("```")
            out.append("")
            out.append("</details>")
            out.append("")
    out.append(END)
    path = os.path.join(ROOT, "README.md")
    with open(path) as f:
        readme = f.read()
    if BEGIN not in readme or END not in readme:
        sys.exit(f"README.md has no {BEGIN} ... {END} section")
    head, rest = readme.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    new = head + "\n".join(out) + tail
    if new != readme:
        with open(path, "w") as f:
            f.write(new)
        print("README.md gallery updated")
    else:
        print("README.md gallery is up to date")

main()
