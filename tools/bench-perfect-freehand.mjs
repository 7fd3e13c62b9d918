// Times perfect-freehand's JavaScript getStroke under Node on a drawing's strokes, with the
// options Scribble's perfect-freehand mode is timed with (Excalidraw's, size 4 × 4.25), for
// tools/bench. The package itself is not part of Scribble: pass the ES module it ships
// (node_modules/perfect-freehand/dist/esm/index.mjs after `npm install perfect-freehand`).
//
//   node tools/bench-perfect-freehand.mjs MODULE DRAWING.json [REPETITIONS]
//
// Prints one line of JSON: the points and the median points per second of one pass over every
// stroke, after passes enough for the JIT to settle (at least 20, and at least two seconds).
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'

const [modulePath, drawingPath, repetitionArgument] = process.argv.slice(2)
if (!modulePath || !drawingPath) {
  process.stderr.write('usage: bench-perfect-freehand.mjs MODULE DRAWING.json [REPETITIONS]\n')
  process.exit(2)
}
const { getStroke } = await import(pathToFileURL(resolve(modulePath)).href)
if (typeof getStroke !== 'function') {
  process.stderr.write(`${modulePath}: exports no getStroke function\n`)
  process.exit(1)
}
const repetitions = Math.max(1, Number(repetitionArgument ?? 7))
const drawing = JSON.parse(readFileSync(drawingPath, 'utf8'))
// Compact points are [x, y, t, pressure]; the peer takes [x, y, pressure].
const strokes = drawing.strokes.map((stroke) => stroke.points.map(([x, y, , pressure]) => [x, y, pressure]))
const points = strokes.reduce((sum, stroke) => sum + stroke.length, 0)
const options = {
  size: 17, thinning: 0.6, smoothing: 0.5, streamline: 0.5,
  easing: (t) => Math.sin((t * Math.PI) / 2), simulatePressure: false,
}

let vertices = 0
const pass = () => {
  for (const stroke of strokes) vertices += getStroke(stroke, options).length
}
const seconds = () => Number(process.hrtime.bigint()) / 1e9

const warmUntil = seconds() + 2
for (let warm = 0; warm < 20 || seconds() < warmUntil; warm++) pass()
const times = []
for (let repetition = 0; repetition < repetitions; repetition++) {
  const start = seconds()
  pass()
  times.push(seconds() - start)
}
times.sort((a, b) => a - b)
const median = times[times.length >> 1]
process.stdout.write(JSON.stringify({ points, points_per_second: points / median, vertices }) + '\n')
