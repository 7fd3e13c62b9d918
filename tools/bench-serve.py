#!/usr/bin/env python3
"""Benchmarks `scribble serve`: input to ink in a real page, and many pages drawing at once.

    tools/bench-serve.py latency [--binary PATH] [--chromium PATH] [--perfect-freehand BUNDLE] [--strokes 8]
    tools/bench-serve.py load [--binary PATH] [--clients 32] [--rate 240] [--seconds 60] [--session-seconds S]

latency  Starts the server and headless Chromium, opens the drawing page, and draws pen strokes
         at 240 Hz through the DevTools Protocol (one Input.dispatchMouseEvent every 1/240 s).
         The page times each Pointer Event to its outline painted (`performance.now()` against
         the event's time stamp; the server names each message's number on the ink it caused)
         and the script reports p50 and p99. Beside it, in the same page and on the same kind
         of strokes, the time the page would take to outline the stroke itself with
         perfect-freehand's JavaScript on every move (getStroke on the whole stroke so far, a
         Path2D of it, filled), when --perfect-freehand names its bundle (an IIFE exposing
         `PF.getStroke`, built from the perfect-freehand package; not part of the repository).
load     Starts the server and opens CLIENTS WebSockets as pages do; each draws pen strokes of
         half a second at RATE samples a second for SECONDS, every message numbered. A page sends
         what one pointermove brings: Chromium delivers pointermove once an animation frame (60 Hz)
         with the frame's samples coalesced, so at 240 Hz a message holds 4 samples
         (--per-message, default RATE/60; 1 sends every sample on its own, as pointerrawupdate
         would). Reports the
         round trip from sending a sample to receiving the ink it caused (p50, p99), whether every
         sample sent was saved (the recordings' events against the samples sent), and the
         server's resident memory every second (flat after the first ten seconds, or not) with
         what it grew by for each sample drawn after those ten seconds. A page keeps one drawing
         throughout, which the server holds to erase and select in, so its memory grows with the
         drawing; with --session-seconds each page starts a new drawing that often (closing its
         socket and opening another), which shows whether memory stays flat as sessions end.

Each page is a client process of its own (--processes, default one per page), as a browser gives
each page its own renderer; a process runs its pages on one asyncio event loop (the websockets
package), so that a page's reading never waits for its drawing. On a machine of few cores the
clients still share the server's CPU, so run it on an otherwise idle machine. Prints a table and
the figures as JSON. Needs websocket-client and websockets (PyPI).
"""

import argparse
import importlib.util
import json
import math
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import websocket

REPOSITORY = Path(__file__).resolve().parent.parent


def percentile(values, share):
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def start_server(binary, store):
    process = subprocess.Popen([binary, "serve", "--store", str(store), "--port", "0"],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    address = process.stdout.readline().strip()
    if not address.startswith("http://"):
        process.kill()
        raise SystemExit(f"bench-serve: scribble serve printed no address: {address!r}")
    return process, address


def resident_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


# ---------------------------------------------------------------- latency in the page

def load_driver():
    path = REPOSITORY / "Tests/ScribbleToolTests/Browser/draw-on-canvas.py"
    spec = importlib.util.spec_from_file_location("draw_on_canvas", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PF_MEASURE = """
(() => {
  const scratch = document.createElement("canvas");
  scratch.width = 800; scratch.height = 600;
  const context = scratch.getContext("2d");
  window.pfLatencies = [];
  window.pfHandledLatencies = [];
  let points = null;
  const options = { size: 8, thinning: 0.5, smoothing: 0.5, streamline: 0.5, simulatePressure: false };
  function outline(event) {
    const handled = performance.now();
    const stroke = PF.getStroke(points, options);
    const path = new Path2D();
    stroke.forEach(([x, y], index) => (index === 0 ? path.moveTo(x, y) : path.lineTo(x, y)));
    path.closePath();
    context.clearRect(0, 0, 800, 600);
    context.fill(path);
    const done = performance.now();
    window.pfLatencies.push(done - event.timeStamp);
    window.pfHandledLatencies.push(done - handled);
  }
  addEventListener("pointerdown", (event) => { points = [[event.clientX, event.clientY, event.pressure]]; outline(event); }, true);
  addEventListener("pointermove", (event) => {
    if (!points) return;
    for (const sample of (event.getCoalescedEvents ? event.getCoalescedEvents() : [event])) points.push([sample.clientX, sample.clientY, sample.pressure]);
    outline(event);
  }, true);
  addEventListener("pointerup", () => { points = null; }, true);
  return true;
})()
"""


def pen_stroke_240hz(tools, rng, samples=480):
    x0, y0 = rng.uniform(100, 300), rng.uniform(150, 400)
    start = time.monotonic()
    for index in range(samples):
        share = index / (samples - 1)
        x = x0 + 400 * share
        y = y0 + 60 * math.sin(share * 4 * math.pi)
        kind = "mousePressed" if index == 0 else "mouseMoved"
        tools.call("Input.dispatchMouseEvent", type=kind, x=round(x, 2), y=round(y, 2), button="left", buttons=1, clickCount=1,
                   pointerType="pen", force=0.3 + 0.4 * math.sin(share * math.pi))
        due = start + (index + 1) / 240 - time.monotonic()
        if due > 0:
            time.sleep(due)
    tools.call("Input.dispatchMouseEvent", type="mouseReleased", x=round(x, 2), y=round(y, 2), button="left", buttons=0,
               clickCount=1, pointerType="pen", force=0)


def latency(arguments):
    driver = load_driver()
    work = Path(tempfile.mkdtemp(prefix="bench-serve-"))
    server, address = start_server(arguments.binary, work / "store")
    profile = work / "profile"
    profile.mkdir()
    browser, devtools = driver.start_browser(arguments.chromium, str(profile))
    rng = random.Random(3)
    try:
        tools = driver.DevTools(devtools)
        target = tools.call("Target.createTarget", url="about:blank")["targetId"]
        tools.session = tools.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        tools.call("Page.navigate", url=address)
        tools.wait_for("document.body.dataset.scribbleReady === 'true'")
        for _ in range(arguments.strokes):
            pen_stroke_240hz(tools, rng)
        tools.wait_for(f"Number(document.body.dataset.scribbleStrokes || 0) >= {arguments.strokes}", seconds=60)
        scribble = tools.evaluate("window.scribbleLatencies")
        handled = tools.evaluate("window.scribbleHandledLatencies")
        result = {"samples": len(scribble), "p50_ms": percentile(scribble, 0.5), "p99_ms": percentile(scribble, 0.99),
                  "handled_p50_ms": percentile(handled, 0.5), "handled_p99_ms": percentile(handled, 0.99)}
        if arguments.perfect_freehand:
            tools.evaluate(Path(arguments.perfect_freehand).read_text() + "\n;true")
            tools.evaluate(PF_MEASURE)
            for _ in range(arguments.strokes):
                pen_stroke_240hz(tools, rng)
            pf = tools.evaluate("window.pfLatencies")
            pf_handled = tools.evaluate("window.pfHandledLatencies")
            result["perfect_freehand"] = {"samples": len(pf), "p50_ms": percentile(pf, 0.5), "p99_ms": percentile(pf, 0.99),
                                          "handled_p50_ms": percentile(pf_handled, 0.5), "handled_p99_ms": percentile(pf_handled, 0.99)}
    finally:
        browser.kill()
        browser.wait()
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=10)
        shutil.rmtree(work, ignore_errors=True)
    print(f"input to ink, 240 Hz pen, {arguments.strokes} strokes of 2 s, in headless Chromium")
    print("  from the event's time stamp (the browser's delivery included) | from the page's handler, to the outline painted")
    print(f"  scribble serve (engine outline, over the socket): p50 {result['p50_ms']:6.2f} ms, p99 {result['p99_ms']:6.2f} ms"
          f" | p50 {result['handled_p50_ms']:6.2f} ms, p99 {result['handled_p99_ms']:6.2f} ms ({result['samples']} samples)")
    if "perfect_freehand" in result:
        pf = result["perfect_freehand"]
        print(f"  perfect-freehand in the page, every move:        p50 {pf['p50_ms']:6.2f} ms, p99 {pf['p99_ms']:6.2f} ms"
              f" | p50 {pf['handled_p50_ms']:6.2f} ms, p99 {pf['handled_p99_ms']:6.2f} ms ({pf['samples']} samples)")
    print(json.dumps(result))


# ---------------------------------------------------------------- many pages at once

async def draw_page(address, index, rate, seconds, per_message, session_seconds=None):
    """One page drawing for `seconds`: a new drawing every `session_seconds` (a page closed and
    another opened, as a person starting a new drawing does), else one drawing throughout.
    Returns the drawings with the samples sent to each, and the round trips (ms)."""
    drawings = []
    round_trips = []
    start = time.monotonic()
    session = 0
    while True:
        left = seconds - (time.monotonic() - start)
        if left <= 0 and session > 0:
            break
        length = min(left, session_seconds) if session_seconds else left
        drawing, sent = await draw_session(address, index * 1000 + session, rate, length, per_message, round_trips)
        drawings.append((drawing, sent))
        session += 1
    return drawings, round_trips


async def draw_session(address, seed, rate, seconds, per_message, round_trips):
    """One socket that draws pen strokes as the page sends them for `seconds`, while the replies
    are read as they come; returns its drawing's id and the samples sent, adding the round trips
    (ms) to `round_trips`."""
    import asyncio
    from websockets.asyncio.client import connect
    host = address.split("/")[2]
    token = address.split("token=")[1]
    async with connect(f"ws://{host}/socket?token={token}", origin=f"http://{host}", open_timeout=30,
                       compression=None, max_size=None, ping_interval=None) as socket:
        drawing = json.loads(await socket.recv())["drawing"]
        await socket.send(json.dumps({"type": "hello", "canvas": {"width": 1280, "height": 720}, "scale": 1,
                                      "ink": {"tool": "pen", "color": "#1c1c1e", "width": 4}}))
        sent_at = {}
        saved = {"events": 0}

        async def read():
            async for text in socket:
                head = text[:200]
                if '"type": "stroke"' in head:
                    marker = head.find('"seq": ')
                    if marker >= 0:
                        digits = head[marker + 7:].split(",")[0].split("}")[0].strip()
                        sent = sent_at.pop(int(digits), None)
                        if sent is not None:
                            round_trips.append((time.perf_counter() - sent) * 1000)
                elif '"type": "saved"' in head:
                    saved["events"] = json.loads(text)["events"]

        reader = asyncio.create_task(read())
        # Strokes as the page sends them: `down` with its sample, then `move`s of up to
        # --per-message samples each, then `up` with the last sample, every sample on its due time.
        rng = random.Random(seed)
        start = time.monotonic()
        seq = 0
        sample_index = 0
        samples_sent = 0
        per_stroke = max(2, rate // 2)
        while time.monotonic() - start < seconds or sample_index % per_stroke != 0:
            position = sample_index % per_stroke
            if position == 0:
                x0, y0, angle = rng.uniform(50, 900), rng.uniform(50, 600), rng.uniform(0, 6.28)
                phase, count = "down", 1
            elif position == per_stroke - 1:
                phase, count = "up", 1
            else:
                phase, count = "move", min(per_message, per_stroke - 1 - position)
            samples = []
            for offset in range(count):
                along = position + offset
                samples.append({"pointer": 1, "type": "pen", "x": round(x0 + along * 1.5 * math.cos(angle), 2),
                                "y": round(y0 + along * 1.5 * math.sin(angle), 2), "pressure": 0.5,
                                "t": round((sample_index + offset) * 1000 / rate, 3)})
            sample_index += count
            # A message goes when its last sample is due, as a coalesced pointermove does.
            due = start + (sample_index - 1) / rate - time.monotonic()
            if due > 0:
                await asyncio.sleep(due)
            seq += 1
            message = json.dumps({"type": "pointer", "phase": phase, "seq": seq, "samples": samples})
            sent_at[seq] = time.perf_counter()
            await socket.send(message)
            samples_sent += count
        # Waits until the server has saved every sample sent (two minutes at most), then closes:
        # a page closed with replies still unread would reset the connection and cut the server
        # short, which is not what a page does.
        deadline = time.monotonic() + 120
        while saved["events"] < samples_sent and time.monotonic() < deadline:
            await asyncio.sleep(0.1)
        reader.cancel()
    return drawing, samples_sent


def run_clients(address, indices, rate, seconds, per_message, session_seconds, results):
    """Runs some of the pages in this process, on one event loop, and puts what they measured on
    `results`. A page's reading and drawing share the loop rather than threads, which would wait
    for the interpreter's lock (threads switch every 5 ms) and add that wait to the round trip."""
    import asyncio
    # The pages are niced: on a machine of few cores they would otherwise take the server's
    # CPU, and the round trip would measure the scheduler rather than the server.
    os.nice(10)

    async def pages():
        return await asyncio.gather(*(draw_page(address, index, rate, seconds, per_message, session_seconds) for index in indices))

    results.put(asyncio.run(pages()))


def load(arguments):
    import multiprocessing
    work = Path(tempfile.mkdtemp(prefix="bench-serve-"))
    server, address = start_server(arguments.binary, work / "store")
    memory = []
    outcomes = []
    try:
        results = multiprocessing.Queue()
        groups = [list(range(arguments.clients))[start::arguments.processes] for start in range(arguments.processes)]
        workers = [multiprocessing.Process(target=run_clients, args=(address, group, arguments.rate, arguments.seconds, arguments.per_message,
                                                                        arguments.session_seconds, results))
                   for group in groups if group]
        started = time.monotonic()
        for worker in workers:
            worker.start()
        while len(outcomes) < len(workers):
            memory.append((round(time.monotonic() - started, 1), resident_kib(server.pid)))
            try:
                outcomes.append(results.get(timeout=1))
            except Exception:
                pass
        for worker in workers:
            worker.join()
        memory.append((round(time.monotonic() - started, 1), resident_kib(server.pid)))
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=60)
    pages = [page for outcome in outcomes for page in outcome]
    drawings = [drawing for page in pages for drawing in page[0]]
    saved = 0
    for drawing, _ in drawings:
        recording = work / "store" / "recordings" / f"{drawing}.events.json"
        if recording.exists():
            saved += sum(1 for event in json.loads(recording.read_text())["events"] if "phase" in event)
    shutil.rmtree(work, ignore_errors=True)
    sent = sum(count for _, count in drawings)
    trips = [trip for page in pages for trip in page[1]]
    # What the server held for each sample drawn after the first ten seconds, beside the 48 bytes
    # a stroke point takes in memory (six doubles), when every page kept its drawing open.
    after_ten = [kib for second, kib in memory if second >= 10]
    samples_after_ten = sent * max(0.0, 1 - 10 / arguments.seconds)
    held_after_ten = (after_ten[-1] - after_ten[0]) * 1024 / samples_after_ten if after_ten and samples_after_ten else None
    result = {
        "clients": arguments.clients, "rate": arguments.rate, "seconds": arguments.seconds, "per_message": arguments.per_message, "processes": arguments.processes,
        "session_seconds": arguments.session_seconds, "drawings": len(drawings),
        "samples_sent": sent, "samples_saved": saved, "round_trips": len(trips),
        "p50_ms": percentile(trips, 0.5), "p99_ms": percentile(trips, 0.99),
        "rss_mib_at_10s": after_ten[0] / 1024 if after_ten else None,
        "rss_mib_end": memory[-1][1] / 1024 if memory else None,
        "rss_mib_max_after_10s": max(after_ten) / 1024 if after_ten else None,
        "bytes_held_per_sample_after_10s": held_after_ten,
    }
    sessions = f", a new drawing every {arguments.session_seconds:g} s ({len(drawings)} drawings)" if arguments.session_seconds else ""
    print(f"{arguments.clients} pages drawing at {arguments.rate} Hz for {arguments.seconds} s, {arguments.per_message} samples a move "
          f"({arguments.processes} client processes){sessions}")
    print(f"  samples sent {sent}, saved {saved} ({'none lost' if sent == saved else f'{sent - saved} lost'})")
    print(f"  round trip, sample to its ink: p50 {result['p50_ms']:.2f} ms, p99 {result['p99_ms']:.2f} ms ({len(trips)} replies)")
    if after_ten:
        print(f"  server memory: {result['rss_mib_at_10s']:.1f} MiB at 10 s, {result['rss_mib_max_after_10s']:.1f} MiB at most after, "
              f"{result['rss_mib_end']:.1f} MiB at the end")
        if held_after_ten is not None:
            print(f"  grown by {held_after_ten:.0f} bytes a sample drawn after 10 s (a stroke point takes 48 bytes in memory)")
    print(json.dumps(result))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("what", choices=["latency", "load"])
    parser.add_argument("--binary", default=str(REPOSITORY / ".build/release/scribble"))
    parser.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    parser.add_argument("--perfect-freehand", help="perfect-freehand as an IIFE bundle exposing PF.getStroke")
    parser.add_argument("--strokes", type=int, default=8)
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--rate", type=int, default=240)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--session-seconds", type=float,
                        help="load: each page starts a new drawing this often (a page closed and another opened), else keeps one drawing")
    parser.add_argument("--per-message", type=int, help="samples a message holds (load; default RATE/60, as pointermove brings them)")
    parser.add_argument("--processes", type=int, help="client processes the pages are spread over (load; default one per page)")
    arguments = parser.parse_args()
    if arguments.processes is None:
        arguments.processes = arguments.clients
    if arguments.per_message is None:
        arguments.per_message = max(1, round(arguments.rate / 60))
    if not os.path.exists(arguments.binary):
        raise SystemExit(f"bench-serve: no scribble at {arguments.binary}; build it (swift build -c release) or give --binary")
    latency(arguments) if arguments.what == "latency" else load(arguments)


if __name__ == "__main__":
    main()
