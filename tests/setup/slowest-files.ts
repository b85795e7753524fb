// A Vitest reporter that ends every run with its ten slowest test files (issue #44 item 6), so the
// next engineer sees where the minutes go without a profiler.
import type { Reporter, TestModule } from "vitest/node";

const SHOWN = 10;

export default class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const rows = testModules
      .map((module) => ({
        file: `${module.project.name}  ${module.relativeModuleId}`,
        seconds: module.diagnostic().duration / 1000,
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SHOWN);
    if (rows.length === 0) return;
    const lines = rows.map((row) => `  ${row.seconds.toFixed(1).padStart(7)} s  ${row.file}`);
    console.log(`\nThe ${rows.length} slowest test files (tests and hooks):\n${lines.join("\n")}\n`);
  }
}
