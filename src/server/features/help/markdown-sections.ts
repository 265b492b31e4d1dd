import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export type ArticleSection = {
  /** The `##` heading the section sits under; null for the text before the first one. */
  heading: string | null;
  /** The section as plain text: paragraphs, list items as "- item", table rows as "a | b". */
  text: string;
};

export type ParsedArticle = { title: string; summary: string; sections: ArticleSection[] };

const parser = unified().use(remarkParse).use(remarkGfm);

function plainTextOf(node: RootContent): string {
  if (node.type === 'list')
    return node.children
      .map((item, index) => `${node.ordered ? `${(node.start ?? 1) + index}.` : '-'} ${toString(item)}`)
      .join('\n');
  if (node.type === 'table')
    return node.children.map((row) => row.children.map((cell) => toString(cell)).join(' | ')).join('\n');
  // Raw HTML is never shown in an answer; the articles have none.
  if (node.type === 'html' || node.type === 'thematicBreak') return '';
  return toString(node);
}

/** Splits a help article into its title, summary (first paragraph) and `##` sections of plain text. */
export function parseArticleMarkdown(markdown: string): ParsedArticle {
  const tree: Root = parser.parse(markdown);
  let title = '';
  let summary = '';
  const sections: ArticleSection[] = [];
  let current: { heading: string | null; parts: string[] } = { heading: null, parts: [] };
  const flush = (): void => {
    const text = current.parts.filter(Boolean).join('\n\n').trim();
    if (text) sections.push({ heading: current.heading, text });
  };
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 1 && !title) {
      title = toString(node);
      continue;
    }
    if (node.type === 'heading' && node.depth <= 2) {
      flush();
      current = { heading: toString(node), parts: [] };
      continue;
    }
    if (node.type === 'paragraph' && !summary) summary = toString(node);
    current.parts.push(plainTextOf(node));
  }
  flush();
  return { title, summary, sections };
}
