import { FileText, UploadCloud, X } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { FILE_INPUT_ACCEPT } from '../lib/check-policy-input';

type PolicyFileFieldProps = {
  file: File | null;
  characterCount: number | null;
  onSelect: (file: File | null) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  disabled: boolean;
};

function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A file picker that also takes a dropped file; the input stays a real, labelled file input. */
export function PolicyFileField({
  file,
  characterCount,
  onSelect,
  inputRef,
  disabled,
}: PolicyFileFieldProps) {
  const [isDragging, setIsDragging] = useState(false);
  return (
    <div className="grid gap-3">
      <label
        htmlFor="policy-file"
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setIsDragging(false);
          if (!disabled) onSelect(event.dataTransfer.files.item(0));
        }}
        className={cn(
          'flex min-h-56 cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors has-[:focus-visible]:border-indigo-500 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500/40',
          isDragging
            ? 'border-indigo-500 bg-indigo-50'
            : 'border-slate-300 bg-slate-50/60 hover:border-indigo-400 hover:bg-indigo-50/40',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <span className="flex size-12 items-center justify-center rounded-xl bg-white text-indigo-600 shadow-card">
          <UploadCloud className="size-6" aria-hidden="true" />
        </span>
        <span className="mt-4 text-sm font-semibold text-slate-900">
          Choose a policy file or drag it here
        </span>
        <span className="mt-1 text-xs text-slate-600">TXT, DOCX or PDF · up to 5 MB</span>
        <input
          ref={inputRef}
          id="policy-file"
          name="policyFile"
          type="file"
          accept={FILE_INPUT_ACCEPT}
          className="sr-only"
          disabled={disabled}
          onChange={(event) => onSelect(event.target.files?.item(0) ?? null)}
        />
      </label>
      {file && (
        <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-3.5 py-3 shadow-card">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
            <FileText className="size-[18px]" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900">{file.name}</p>
            <p className="text-xs text-slate-600">
              {formatFileSize(file.size)}
              {characterCount !== null && ` · ${characterCount.toLocaleString('en-US')} characters`}
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={() => onSelect(null)}
            disabled={disabled}
            aria-label={`Remove ${file.name}`}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
