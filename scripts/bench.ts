/**
 * npm run bench: speed and memory figures for the README. Each part of the product adds its own
 * measurement here; the analyzer's lives in bench-analyzer.ts.
 */
import { benchAnalyzer, formatAnalyzerBench } from './bench-analyzer';

console.log(formatAnalyzerBench(benchAnalyzer()));
