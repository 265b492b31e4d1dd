import type { AnalysisSection } from '../../common/analysis';
import { analyzeWithBuiltin } from '../analyze-with-builtin';

/**
 * For tests: the statements the built-in engine writes in one section of its report on a text, in
 * report order (`const collected = statementsIn('dataCollection')`).
 */
export const statementsIn =
  (section: AnalysisSection) =>
  (text: string): string[] =>
    analyzeWithBuiltin(text)
      .findings.filter((finding) => finding.section === section)
      .map((finding) => finding.statement);
