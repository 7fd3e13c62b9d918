#!/usr/bin/env python3
"""Batch rendering benchmark: `scribble render` over a big Quick, Draw! NDJSON file.

Generates a seeded NDJSON file of 100,000 drawings by jittering the real Quick, Draw! drawings in
$SCRIBBLE_CORPUS/quickdraw-raw (each one moved, scaled, turned and shaken a little), then renders
the first 10,000 and all 100,000 to 256 x 256 PNGs with 1 and with 2 jobs, under /usr/bin/time -v.
It reports drawings per second and peak memory (maximum resident set size) for each run, and the
two ratios the batch renderer promises:

  - parallel speed-up: drawings/s with 2 jobs over 1 job, at least 1.8 (on 2 idle cores);
  - flat memory: peak memory rendering 100,000 drawings over 10,000, at most 1.2.

It also checks that 1 and 2 jobs wrote the same bytes, and writes a contact sheet of the first
drawings (out/bench/batch-contact.png) to look at. The load average is printed beside each run,
as other work on a shared machine slows a run down. Everything is written under out/bench/ (which
git ignores); the PNGs of the runs (about 15 KB each on disk, some 3 GB in all) are deleted at the end,
unless --keep.

Usage:
  tools/bench-batch.py [--binary PATH] [--sizes 10000,100000] [--jobs 1,2] [--keep]

Without --binary it builds scribble in release mode first (tools/build-release).
"""
import argparse
import hashlib
import json
import math
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "out", "bench")
CORPUS = os.path.join(os.environ.get("SCRIBBLE_CORPUS", ""), "quickdraw-raw")
SEED = 20240611
TOTAL = 100_000
FRAME = "256x256"


# ---------------------------------------------------------------- the data set

def load_corpus():
    """The raw Quick, Draw! drawings (those with times), as a list of records."""
    records = []
    for name in sorted(os.listdir(CORPUS)):
        if name.startswith("small_raw_") and name.endswith(".json"):
            with open(os.path.join(CORPUS, name), encoding="utf-8") as handle:
                records.extend(json.load(handle))
    return records


def jittered(rng, record, key):
    """A record like `record`, drawn a little differently: moved, scaled, turned and shaken."""
    scale = rng.uniform(0.75, 1.3)
    angle = rng.uniform(-0.2, 0.2)
    cos, sin = math.cos(angle) * scale, math.sin(angle) * scale
    dx, dy = rng.uniform(-40, 40), rng.uniform(-40, 40)
    tempo = rng.uniform(0.7, 1.4)
    shake = rng.uniform(0.3, 2.0)
    gauss = rng.gauss
    strokes = []
    for xs, ys, ts in record["drawing"]:
        nx, ny = [], []
        for x, y in zip(xs, ys):
            nx.append(round(cos * x - sin * y + dx + gauss(0, shake)))
            ny.append(round(sin * x + cos * y + dy + gauss(0, shake)))
        strokes.append([nx, ny, [round(t * tempo) for t in ts]])
    return {"word": record["word"], "countrycode": record.get("countrycode", "US"), "recognized": True,
            "key_id": str(key), "drawing": strokes}


def generate(path, count):
    """Writes `count` jittered drawings as NDJSON to `path`, the same every time for one seed."""
    rng = random.Random(SEED)
    corpus = load_corpus()
    temporary = path + ".tmp"
    with open(temporary, "w", encoding="utf-8") as handle:
        for index in range(count):
            record = jittered(rng, corpus[rng.randrange(len(corpus))], 5_000_000_000_000_000 + index)
            handle.write(json.dumps(record, separators=(",", ":")))
            handle.write("\n")
    os.replace(temporary, path)


def data_file(count):
    """The NDJSON file of the first `count` drawings, made once and kept under out/bench."""
    full = os.path.join(OUT, f"quickdraw-{TOTAL}-seed{SEED}.ndjson")
    if not os.path.exists(full):
        print(f"generating {TOTAL:,} drawings from {CORPUS} …", flush=True)
        started = time.time()
        generate(full, TOTAL)
        print(f"  {os.path.getsize(full) / 1e6:.0f} MB in {time.time() - started:.0f} s", flush=True)
    if count == TOTAL:
        return full
    part = os.path.join(OUT, f"quickdraw-{count}-seed{SEED}.ndjson")
    if not os.path.exists(part):
        with open(full, encoding="utf-8") as source, open(part + ".tmp", "w", encoding="utf-8") as target:
            for index, line in enumerate(source):
                if index == count:
                    break
                target.write(line)
        os.replace(part + ".tmp", part)
    return part


# ---------------------------------------------------------------- runs

def time_binary():
    if os.path.exists("/usr/bin/time"):
        return "/usr/bin/time"
    sys.exit("bench-batch: /usr/bin/time is missing; install it (apt-get install time) and run again")


def run(binary, data, count, jobs, keep):
    """Renders `data` with `jobs` workers under /usr/bin/time -v.
    Returns seconds, peak memory in MiB, a digest of every output, and the output folder."""
    out = os.path.join(OUT, f"batch-{count}-j{jobs}")
    shutil.rmtree(out, ignore_errors=True)
    command = [time_binary(), "-v", binary, "render", data, "-o", out, "--size", FRAME, "--jobs", str(jobs)]
    load = os.getloadavg()[0]
    started = time.monotonic()
    result = subprocess.run(command, capture_output=True, text=True)
    seconds = time.monotonic() - started
    if result.returncode != 0:
        sys.exit(f"bench-batch: scribble failed ({result.returncode}):\n{result.stderr[-3000:]}")
    match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr)
    peak = int(match.group(1)) / 1024 if match else float("nan")
    names = sorted(os.listdir(out))
    if len(names) != count:
        sys.exit(f"bench-batch: expected {count} PNGs in {out}, found {len(names)}")
    digest = hashlib.sha256()
    for name in names:
        digest.update(name.encode())
        with open(os.path.join(out, name), "rb") as handle:
            digest.update(handle.read())
    return {"count": count, "jobs": jobs, "seconds": seconds, "rate": count / seconds, "peak_mib": peak,
            "digest": digest.hexdigest(), "load_before": load, "load_after": os.getloadavg()[0], "folder": out}


# ---------------------------------------------------------------- a contact sheet, in plain Python

def read_png(path):
    """An 8-bit greyscale/RGB/RGBA PNG, not interlaced, as (width, height, rows of RGB bytes)."""
    with open(path, "rb") as handle:
        data = handle.read()
    position, chunks = 8, []
    width = height = colour = 0
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            if depth != 8 or body[12] != 0:
                raise ValueError(f"{path}: only 8-bit, non-interlaced PNGs")
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    channels = {0: 1, 2: 3, 6: 4, 4: 2}[colour]
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        row = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = row[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                row[i] = (row[i] + left) & 255
            elif kind == 2:
                row[i] = (row[i] + up) & 255
            elif kind == 3:
                row[i] = (row[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                row[i] = (row[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        previous = row
        rgb = bytearray()
        for x in range(width):
            pixel = row[x * channels:(x + 1) * channels]
            grey = pixel[0]
            rgb += bytes(pixel[:3]) if channels >= 3 else bytes((grey, grey, grey))
        rows.append(rgb)
    return width, height, rows


def write_contact_sheet(paths, target, columns=8, cell=128):
    """Tiles the PNGs (scaled down to `cell` pixels by skipping) into one RGB PNG with grey gaps."""
    rows_of_cells = math.ceil(len(paths) / columns)
    gap = 4
    width, height = columns * (cell + gap) + gap, rows_of_cells * (cell + gap) + gap
    canvas = [bytearray(b"\x80\x80\x80" * width) for _ in range(height)]
    for index, path in enumerate(paths):
        w, h, rows = read_png(path)
        left = gap + (index % columns) * (cell + gap)
        top = gap + (index // columns) * (cell + gap)
        for y in range(cell):
            source = rows[min(h - 1, y * h // cell)]
            line = canvas[top + y]
            for x in range(cell):
                sx = min(w - 1, x * w // cell) * 3
                line[(left + x) * 3:(left + x) * 3 + 3] = source[sx:sx + 3]
    raw = b"".join(b"\x00" + bytes(line) for line in canvas)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b"")
    with open(target, "wb") as handle:
        handle.write(png)


# ---------------------------------------------------------------- main

def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", help="the scribble to run (default: build it in release mode)")
    parser.add_argument("--sizes", default="10000,100000", help="how many drawings each run renders")
    parser.add_argument("--jobs", default="1,2", help="the --jobs values to compare")
    parser.add_argument("--keep", action="store_true", help="keep each run's PNGs")
    options = parser.parse_args()

    if not os.environ.get("SCRIBBLE_CORPUS") or not os.path.isdir(CORPUS):
        print(f"bench-batch: skipped: the Quick, Draw! samples ({CORPUS}) are not here; "
              "set SCRIBBLE_CORPUS to the folder that holds quickdraw-raw/")
        return 0
    binary = options.binary
    if binary is None:
        folder = subprocess.run([os.path.join(ROOT, "tools", "build-release"), "--product", "scribble"], cwd=ROOT, check=True,
                                stdout=subprocess.PIPE, text=True).stdout.strip()
        binary = os.path.join(folder, "scribble")
    sizes = [int(size) for size in options.sizes.split(",")]
    jobs_list = [int(jobs) for jobs in options.jobs.split(",")]
    if any(size > TOTAL for size in sizes):
        sys.exit(f"bench-batch: at most {TOTAL:,} drawings")
    os.makedirs(OUT, exist_ok=True)
    time_binary()

    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} (shared machines slow runs down)")
    results = []
    for size in sizes:
        data = data_file(size)
        for jobs in jobs_list:
            result = run(binary, data, size, jobs, options.keep)
            results.append(result)
            print(f"{size:>7,} drawings, {jobs} job{'s' if jobs > 1 else ' '}: {result['seconds']:7.1f} s  "
                  f"{result['rate']:7.0f} drawings/s  peak {result['peak_mib']:6.1f} MiB  "
                  f"load {result['load_before']:.1f}→{result['load_after']:.1f}", flush=True)
            if size == sizes[0] and jobs == jobs_list[0]:
                first = sorted(os.listdir(result["folder"]), key=lambda name: int(re.sub(r"\D", "", name) or 0))[:64]
                sheet = os.path.join(OUT, "batch-contact.png")
                write_contact_sheet([os.path.join(result["folder"], name) for name in first], sheet)
                print(f"  contact sheet of the first {len(first)}: {sheet}")

    def find(size, jobs):
        return next((r for r in results if r["count"] == size and r["jobs"] == jobs), None)

    print()
    verdicts = []
    for size in sizes:
        digests = {r["digest"] for r in results if r["count"] == size}
        same = len(digests) == 1
        verdicts.append(same)
        print(f"{size:,} drawings: every --jobs wrote the same bytes: {'yes' if same else 'NO'}")
        one, two = find(size, 1), find(size, 2)
        if one and two:
            speedup = two["rate"] / one["rate"]
            verdicts.append(speedup >= 1.8)
            print(f"{size:,} drawings: 2 jobs / 1 job = {speedup:.2f}x (want >= 1.8)")
    for jobs in jobs_list:
        small, large = find(min(sizes), jobs), find(max(sizes), jobs)
        if small and large and small is not large:
            growth = large["peak_mib"] / small["peak_mib"]
            verdicts.append(growth <= 1.2)
            print(f"{jobs} job{'s' if jobs > 1 else ''}: peak memory {max(sizes):,} / {min(sizes):,} = {growth:.2f}x (want <= 1.2)")
    if not options.keep:
        # Deleted only now: ext4 scans past recently freed inodes when it makes new files, which
        # would slow the runs that follow a deletion.
        for result in results:
            shutil.rmtree(result["folder"], ignore_errors=True)
    with open(os.path.join(OUT, "batch-results.json"), "w", encoding="utf-8") as handle:
        json.dump({"seed": SEED, "frame": FRAME, "cores": os.cpu_count(), "runs": results}, handle, indent=2)
    print(f"\nresults: {os.path.join(OUT, 'batch-results.json')}")
    return 0 if all(verdicts) else 1


if __name__ == "__main__":
    sys.exit(main())
