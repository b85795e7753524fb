// How much Lighthouse should slow this machine's CPU to stand for the same phone on any machine.
// Lighthouse's default, a constant 4x, assumes a high-end desktop; its throttling guide says to
// calibrate from `benchmarkIndex` on other hosts ("Calibrating the CPU slowdown",
// docs/throttling.md), and its calculator maps an index to a multiplier through the points below,
// linear between them and past the last one. Measured on the same 2-core machine kind the index
// ran from about 1,150 to 2,790 on different days: a constant 4x stood for phones more than twice
// apart in speed.
const CALIBRATION: ReadonlyArray<readonly [benchmarkIndex: number, multiplier: number]> = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [2000, 6],
];

/** The CPU slowdown that makes a host of `benchmarkIndex` stand for Lighthouse's mid-tier phone. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  const [first] = CALIBRATION;
  if (benchmarkIndex <= first![0]) return first![1];
  let segment = 1;
  while (segment < CALIBRATION.length - 1 && benchmarkIndex > CALIBRATION[segment]![0]) segment++;
  const [x0, y0] = CALIBRATION[segment - 1]!;
  const [x1, y1] = CALIBRATION[segment]!;
  const multiplier = y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0);
  return Math.round(multiplier * 10) / 10;
}
