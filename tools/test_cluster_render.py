#!/usr/bin/env python3
"""Tests of tools/cluster-render against a real Dask cluster and the scribble built here.

  SCRIBBLE=.build/debug/scribble python3 -m unittest tools/test_cluster_render.py

Every archive must be byte for byte what a plain `scribble render SHARD -o SHARD.tar` gives;
a worker killed with SIGKILL mid-run must cost nothing but time; a bad shard, an empty one, a
missing one and an OUTDIR that cannot be written are each reported while the rest is done; and
OUTDIR never holds anything but whole archives. Skipped when scribble or dask is missing, unless
$SCRIBBLE_REQUIRE_CLUSTER_TESTS is set (as tools/test sets it).
"""
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(ROOT, "tools", "cluster-render")
SCRIBBLE = os.path.abspath(os.environ.get("SCRIBBLE") or os.path.join(ROOT, ".build", "debug", "scribble"))
RENDER_OPTIONS = ["--size", "48x48"]
REQUIRED = bool(os.environ.get("SCRIBBLE_REQUIRE_CLUSTER_TESTS"))


def missing_requirement():
    if not os.access(SCRIBBLE, os.X_OK):
        return f"no scribble at {SCRIBBLE} (set SCRIBBLE)"
    try:
        import distributed  # noqa: F401
    except ImportError:
        return "dask's distributed package is not installed"
    return None


def record(rng, line):
    """A Quick, Draw!-like record: a few strokes of a few points, with times."""
    strokes = []
    for _ in range(rng.randint(1, 4)):
        count = rng.randint(3, 12)
        xs = [rng.randint(0, 255) for _ in range(count)]
        ys = [rng.randint(0, 255) for _ in range(count)]
        strokes.append([xs, ys, [16 * i for i in range(count)]])
    return {"word": "cat", "countrycode": "NZ", "recognized": line % 3 != 0, "timestamp": "2017-03-01 10:00:00.0 UTC",
            "key_id": str(4_000_000_000_000_000 + line), "drawing": strokes}


def write_shard(path, count, seed, broken=()):
    rng = random.Random(seed)
    with open(path, "w", encoding="utf-8") as handle:
        for line in range(1, count + 1):
            text = '{"word": "cat", "drawing": [[[1, 2], [3' if line in broken else json.dumps(record(rng, line))
            handle.write(text + "\n")


def plain_render(shard, target):
    subprocess.run([SCRIBBLE, "render", shard, "-o", target, *RENDER_OPTIONS], capture_output=True)
    with open(target, "rb") as handle:
        return handle.read()


def read(path):
    with open(path, "rb") as handle:
        return handle.read()


@unittest.skipIf(missing_requirement() and not REQUIRED, missing_requirement() or "")
class ClusterRenderTests(unittest.TestCase):
    def setUp(self):
        if REQUIRED and missing_requirement():
            self.fail(missing_requirement())
        self.folder = tempfile.mkdtemp(prefix="cluster-render-test-")
        self.addCleanup(shutil.rmtree, self.folder, True)

    def path(self, *parts):
        return os.path.join(self.folder, *parts)

    def run_script(self, *arguments, timeout=120):
        command = [sys.executable, SCRIPT, *arguments, "--scribble", SCRIBBLE, "--", *RENDER_OPTIONS]
        return subprocess.run(command, capture_output=True, text=True, timeout=timeout, cwd=self.folder)

    def assert_only_whole_archives(self, outdir, expected):
        self.assertEqual(sorted(os.listdir(outdir)), sorted(expected), "OUTDIR holds the archives and nothing else")

    def test_every_shard_is_reported_and_the_rest_done_byte_for_byte(self):
        write_shard(self.path("a.ndjson"), 30, seed=1)
        write_shard(self.path("b.ndjson"), 30, seed=2, broken={4, 9})
        open(self.path("empty.ndjson"), "w").close()
        run = self.run_script("a.ndjson", "b.ndjson", "empty.ndjson", "missing.ndjson", "-o", "out", "--local-workers", "2")
        self.assertEqual(run.returncode, 1, run.stderr)
        for name in ("a", "b", "empty"):
            self.assertEqual(read(self.path("out", f"{name}.tar")),
                             plain_render(self.path(f"{name}.ndjson"), self.path(f"{name}.plain.tar")), name)
        self.assert_only_whole_archives(self.path("out"), ["a.tar", "b.tar", "empty.tar"])
        self.assertIn("missing.ndjson: no such file", run.stderr)
        self.assertIn("1 shard failed", run.stderr)
        self.assertIn("b.ndjson: 2: b.ndjson:4:", run.stderr, "the failed records are summed up with their lines")
        self.assertIn("empty.ndjson: holds no drawings", run.stderr)
        self.assertIn("3 of 4 shards", run.stderr)
        self.assertIn("58 drawings", run.stderr)

    def test_an_outdir_that_cannot_be_written_is_named_and_nothing_runs(self):
        write_shard(self.path("a.ndjson"), 3, seed=1)
        open(self.path("taken"), "w").close()
        run = self.run_script("a.ndjson", "-o", "taken/out", "--local-workers", "1")
        self.assertEqual(run.returncode, 1)
        self.assertIn("cluster-render: error: taken/out: cannot write there", run.stderr)
        self.assertEqual(sorted(os.listdir(self.folder)), ["a.ndjson", "taken"])

    def test_a_worker_killed_mid_run_still_gives_every_shard_whole_and_identical(self):
        shards = [f"s{index}.ndjson" for index in range(6)]
        for index, name in enumerate(shards):
            write_shard(self.path(name), 60, seed=10 + index)
        scheduler_file = self.path("scheduler.json")
        dask = [sys.executable, "-m"]
        quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
        scheduler = subprocess.Popen(dask + ["distributed.cli.dask_scheduler", "--scheduler-file", scheduler_file,
                                             "--port", "0", "--no-dashboard"], **quiet)
        self.addCleanup(self.stop, scheduler)
        deadline = time.monotonic() + 30
        while not os.path.exists(scheduler_file):
            self.assertLess(time.monotonic(), deadline, "the scheduler started")
            time.sleep(0.05)
        time.sleep(0.2)
        with open(scheduler_file) as handle:
            address = json.load(handle)["address"]
        workers = [subprocess.Popen(dask + ["distributed.cli.dask_worker", address, "--nthreads", "1", "--no-nanny",
                                            "--no-dashboard"], **quiet) for _ in range(2)]
        for worker in workers:
            self.addCleanup(self.stop, worker)
        outdir = self.path("out")
        run = subprocess.Popen([sys.executable, SCRIPT, *shards, "-o", "out", "--scheduler", address, "--scribble", SCRIBBLE,
                                "--", *RENDER_OPTIONS], cwd=self.folder, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.addCleanup(self.stop, run)
        # The staging folder a task makes names the worker's process: kill that worker mid-task.
        pids = {worker.pid for worker in workers}
        victim, deadline = None, time.monotonic() + 60
        while victim is None and time.monotonic() < deadline and run.poll() is None:
            for entry in os.listdir(outdir) if os.path.isdir(outdir) else []:
                staging = os.path.join(outdir, entry)
                if entry.startswith(".cluster-render-") and os.path.isdir(staging):
                    for task in os.listdir(staging):
                        pid = int(task.split(".")[-2]) if task.count(".") >= 3 else None
                        if pid in pids:
                            victim = pid
            time.sleep(0.005)
        self.assertIsNotNone(victim, "a task was caught running")
        os.kill(victim, signal.SIGKILL)
        _, stderr = run.communicate(timeout=120)
        self.assertEqual(run.returncode, 0, stderr)
        self.assertIn("6 of 6 shards", stderr)
        for name in shards:
            stem = name.removesuffix(".ndjson")
            self.assertEqual(read(os.path.join(outdir, stem + ".tar")),
                             plain_render(self.path(name), self.path(stem + ".plain.tar")), name)
        self.assert_only_whole_archives(outdir, [name.replace(".ndjson", ".tar") for name in shards])

    @staticmethod
    def stop(process):
        if process.poll() is None:
            process.kill()
        process.wait()


if __name__ == "__main__":
    unittest.main()
