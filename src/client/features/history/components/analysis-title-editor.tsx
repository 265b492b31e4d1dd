import { Check, Loader2, Pencil, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { renameAnalysisRequestSchema } from '../../../../common/analyses';
import { MAX_TITLE_LENGTH } from '../../../../common/analysis-title';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api-error';
import { useRenameAnalysis } from '../api/rename-analysis';

/** The analysis name as the page heading, with Rename: an inline field, Enter saves, Escape cancels. */
export function AnalysisTitleEditor({ analysisId, title }: { analysisId: string; title: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameAnalysis();

  function save(event: FormEvent) {
    event.preventDefault();
    if (draft === null) return;
    const parsed = renameAnalysisRequestSchema.safeParse({ title: draft });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the name.');
    if (parsed.data.title === title) return setDraft(null);
    rename.mutate(
      { analysisId, title: parsed.data.title },
      {
        onSuccess: () => {
          setDraft(null);
          toast({ title: 'Analysis renamed', description: `It is now called “${parsed.data.title}”.` });
        },
        onError: (failure) =>
          setError(getApiErrorMessage(failure, 'The name could not be saved. Please try again.')),
      },
    );
  }

  if (draft === null) {
    return (
      <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{title}</h1>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setError(null);
            setDraft(title);
          }}
        >
          <Pencil aria-hidden="true" />
          Rename
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={save} className="mt-2 grid max-w-2xl gap-1.5" noValidate>
      <h1 className="sr-only">{title}</h1>
      <label htmlFor="analysis-title" className="text-sm font-medium text-slate-900">
        Name of this analysis
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id="analysis-title"
          value={draft}
          maxLength={MAX_TITLE_LENGTH}
          autoFocus
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setDraft(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'analysis-title-error' : undefined}
          className="min-w-0 flex-1 basis-64"
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={rename.isPending}>
            {rename.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Check aria-hidden="true" />
            )}
            Save
          </Button>
          <Button type="button" variant="outline" onClick={() => setDraft(null)}>
            <X aria-hidden="true" />
            Cancel
          </Button>
        </div>
      </div>
      <FieldError id="analysis-title-error" role="alert" message={error} />
    </form>
  );
}
