import { ArrowUpRight, FileUp, Loader2, ScanSearch, Type } from 'lucide-react';
import { Link } from 'react-router';
import { useRef, useState } from 'react';
import { ANALYSIS_MESSAGES } from '../../../../common/analyses';
import { formatLimit, getPlan, type Tier } from '../../../../common/plans';
import type { SamplePolicy } from '../../../../common/sample-policies';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast, type ToastHandle } from '../../../components/ui/use-toast';
import {
  checkPolicyFile,
  checkPolicyText,
  checkTextFileLength,
  countPolicyCharacters,
  isTextFile,
  type InputProblem,
} from '../lib/check-policy-input';
import { fitTextToLimit } from '../lib/fit-text-to-limit';
import { PolicyFileField } from './policy-file-field';
import { PolicyTextField } from './policy-text-field';
import { SamplePolicyMenu } from './sample-policy-menu';
import type { InputMode } from './use-analyze-policy';

type PolicyInputCardProps = {
  tier: Tier;
  /** The plan's character limit, or 100,000 while the profile loads (specification section 2). */
  characterLimit: number;
  pendingMode: InputMode | null;
  /** Set when this month's analyses are used up: the card says so before any work is done. */
  exhaustedQuota: { limit: number; resetDate: string } | null;
  onAnalyzeText: (text: string) => void;
  onAnalyzeFile: (file: File) => void;
  /** Called when the text or the file changes, so messages about the previous input can close. */
  onInputChange: () => void;
};

/** '1 analysis', '10 analyses'. */
function analysesText(count: number): string {
  return count === 1 ? '1 analysis' : `${count.toLocaleString('en-US')} analyses`;
}

/** The input card: Text Input and File Upload tabs, 'Try an example' and 'Analyze Policy'. */
export function PolicyInputCard({
  tier,
  characterLimit,
  pendingMode,
  exhaustedQuota,
  onAnalyzeText,
  onAnalyzeFile,
  onInputChange,
}: PolicyInputCardProps) {
  const [mode, setMode] = useState<InputMode>('text');
  const [text, setText] = useState('');
  const [sampleNote, setSampleNote] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileCharacters, setFileCharacters] = useState<number | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const selectionRef = useRef(0);
  const problemToastRef = useRef<ToastHandle | null>(null);

  function showProblem(problem: InputProblem) {
    problemToastRef.current = toast({
      variant: 'destructive',
      title: problem.title,
      description: problem.description,
    });
  }

  /** A complaint about the input is stale once the input changes. */
  function inputChanged() {
    problemToastRef.current?.dismiss();
    problemToastRef.current = null;
    onInputChange();
  }
  const planName = getPlan(tier).name;
  const isPending = pendingMode !== null;

  function clearFile() {
    selectionRef.current += 1;
    setFile(null);
    setFileCharacters(null);
    if (fileInputRef.current) fileInputRef.current.value = '';
  }

  async function selectFile(candidate: File | null) {
    inputChanged();
    if (!candidate) return clearFile();
    selectionRef.current += 1;
    setFile(null);
    setFileCharacters(null);
    const problem = checkPolicyFile(candidate);
    if (problem) {
      clearFile();
      return showProblem(problem);
    }
    if (isTextFile(candidate)) {
      const selection = selectionRef.current;
      const length = countPolicyCharacters(await candidate.text());
      // A newer selection made while this file was being read wins.
      if (selection !== selectionRef.current) return;
      const tooLong = checkTextFileLength({ tier, limit: characterLimit, length });
      if (tooLong) {
        clearFile();
        return showProblem(tooLong);
      }
      setFileCharacters(length);
    }
    setFile(candidate);
  }

  function loadSample(sample: SamplePolicy) {
    const fitted = fitTextToLimit(sample.text, characterLimit);
    setMode('text');
    setText(fitted.text);
    setSampleNote(
      fitted.isShortened
        ? `Example loaded: ${sample.title}, shortened to fit your ${planName} plan's ${formatLimit(characterLimit)} characters.`
        : `Example loaded: ${sample.title}.`,
    );
  }

  function submit() {
    if (mode === 'text') {
      const problem = checkPolicyText({ text, tier, limit: characterLimit });
      if (problem) return showProblem(problem);
      return onAnalyzeText(text.trim());
    }
    if (!file) {
      return showProblem({
        title: ANALYSIS_MESSAGES.noFileTitle,
        description: ANALYSIS_MESSAGES.noFileDescription,
      });
    }
    onAnalyzeFile(file);
  }

  return (
    <Card role="region" aria-labelledby="policy-input-heading" className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="policy-input-heading" className="text-base font-semibold text-slate-900">
            Your policy
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">Paste the text or upload the document.</p>
        </div>
        <SamplePolicyMenu onSelect={loadSample} disabled={isPending} />
      </div>
      <Tabs
        value={mode}
        onValueChange={(value) => setMode(value === 'file' ? 'file' : 'text')}
        className="mt-5"
      >
        <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="text">
            <Type aria-hidden="true" />
            Text Input
          </TabsTrigger>
          <TabsTrigger value="file">
            <FileUp aria-hidden="true" />
            File Upload
          </TabsTrigger>
        </TabsList>
        {/* The panels hold their own focusable field, so the panel itself is not a tab stop. */}
        <TabsContent value="text" tabIndex={-1}>
          <PolicyTextField
            value={text}
            onChange={(value) => {
              inputChanged();
              setText(value);
              setSampleNote(null);
            }}
            limit={characterLimit}
            planName={planName}
            note={sampleNote}
            placeholder={
              exhaustedQuota
                ? `This month's analyses are used up. You can analyze again on ${exhaustedQuota.resetDate}, or upgrade to analyze more now.`
                : undefined
            }
            disabled={isPending}
          />
        </TabsContent>
        <TabsContent value="file" tabIndex={-1}>
          <PolicyFileField
            file={file}
            characterCount={fileCharacters}
            onSelect={(candidate) => void selectFile(candidate)}
            inputRef={fileInputRef}
            disabled={isPending}
          />
        </TabsContent>
      </Tabs>
      {exhaustedQuota && (
        <p
          id="quota-used-note"
          className="mt-5 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          You have used your {analysesText(exhaustedQuota.limit)} for this month on the {planName} plan. You
          can analyze again on {exhaustedQuota.resetDate}, or upgrade to analyze more now.
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-600">Each analysis is saved to your History.</p>
        {exhaustedQuota ? (
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to="/pricing" aria-describedby="quota-used-note">
              <ArrowUpRight aria-hidden="true" />
              Upgrade to analyze more
            </Link>
          </Button>
        ) : (
          <Button size="lg" onClick={submit} disabled={isPending} className="w-full sm:w-auto">
            {isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <ScanSearch aria-hidden="true" />
            )}
            {pendingMode === 'text'
              ? 'Analyzing...'
              : pendingMode === 'file'
                ? 'Processing...'
                : 'Analyze Policy'}
          </Button>
        )}
      </div>
    </Card>
  );
}
