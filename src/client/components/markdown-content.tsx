import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { cn } from '../lib/cn';

/*
 * Markdown is rendered to React elements, never to an HTML string: raw HTML in the source is
 * dropped (skipHtml) and react-markdown's URL filter removes javascript: and other unsafe links.
 * Links inside the app stay in the single-page app.
 */
const components: Components = {
  a: ({ href, children, node: _node, ...props }) =>
    href?.startsWith('/') ? (
      <Link to={href} {...props}>
        {children}
      </Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </a>
    ),
  table: ({ node: _node, ...props }) => (
    <div className="my-4 overflow-x-auto rounded-xl border border-slate-200">
      <table {...props} />
    </div>
  ),
};

const STYLES = {
  article:
    'text-[15px] leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-indigo-900 [&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-indigo-200 [&_blockquote]:bg-indigo-50/50 [&_blockquote]:py-1 [&_blockquote]:pr-3 [&_blockquote]:pl-4 [&_blockquote]:text-slate-700 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[13px] [&_em]:text-slate-800 [&_h1]:hidden [&_h2]:mt-8 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:my-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:text-slate-900 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6',
  message:
    'text-sm leading-relaxed break-words text-slate-800 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-indigo-200 [&_blockquote]:bg-white/70 [&_blockquote]:py-1 [&_blockquote]:pr-3 [&_blockquote]:pl-3 [&_blockquote]:text-slate-700 [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&>:first-child]:mt-0 [&>:last-child]:mb-0 [&_strong]:font-semibold [&_table]:text-xs [&_td]:px-2 [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-5',
} as const;

export function MarkdownContent({
  markdown,
  variant = 'article',
  className,
}: {
  markdown: string;
  variant?: keyof typeof STYLES;
  className?: string;
}) {
  return (
    <div className={cn(STYLES[variant], className)}>
      <Markdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
        {markdown}
      </Markdown>
    </div>
  );
}
