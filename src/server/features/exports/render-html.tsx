import { renderToStaticMarkup } from 'react-dom/server';
import { formatReportDate, REPORT_DISCLAIMER, type Report, type ReportSection } from './build-report';

/*
 * A standalone HTML file with inline styles. It is rendered by React, which escapes every string, so a
 * policy containing markup or script comes out as text.
 */

const colors = {
  ink: '#0f172a',
  muted: '#475569',
  line: '#e2e8f0',
  accent: '#4f46e5',
  red: '#b91c1c',
  redBg: '#fef2f2',
  quote: '#f8fafc',
};

const styles = {
  body: {
    margin: 0,
    background: '#f1f5f9',
    color: colors.ink,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    lineHeight: 1.55,
  },
  page: {
    maxWidth: '760px',
    margin: '32px auto',
    background: '#ffffff',
    border: `1px solid ${colors.line}`,
    borderRadius: '12px',
    padding: '40px',
  },
  brand: {
    color: colors.accent,
    fontWeight: 700,
    fontSize: '14px',
    letterSpacing: '0.04em',
    textTransform: 'uppercase' as const,
    margin: 0,
  },
  h1: { fontSize: '26px', margin: '8px 0 4px' },
  meta: { color: colors.muted, fontSize: '14px', margin: 0 },
  tldr: {
    background: '#eef2ff',
    borderRadius: '10px',
    padding: '16px 20px',
    margin: '24px 0',
    fontSize: '16px',
  },
  h2: {
    fontSize: '18px',
    margin: '28px 0 10px',
    paddingBottom: '6px',
    borderBottom: `1px solid ${colors.line}`,
  },
  item: { margin: '0 0 14px' },
  quote: {
    margin: '6px 0 0',
    padding: '8px 12px',
    background: colors.quote,
    borderLeft: `3px solid ${colors.line}`,
    color: colors.muted,
    fontSize: '14px',
  },
  severity: {
    display: 'inline-block',
    marginRight: '8px',
    padding: '1px 8px',
    borderRadius: '999px',
    background: colors.redBg,
    color: colors.red,
    fontSize: '12px',
    fontWeight: 600,
    textTransform: 'uppercase' as const,
  },
  footer: { marginTop: '32px', color: colors.muted, fontSize: '13px' },
};

function Section({ section }: { section: ReportSection }) {
  return (
    <section>
      <h2 style={{ ...styles.h2, color: section.key === 'redFlags' ? colors.red : colors.ink }}>
        {section.title}
      </h2>
      {section.items.length === 0 ? (
        <p style={styles.meta}>Nothing found in this policy.</p>
      ) : (
        <ul style={{ paddingLeft: '20px', margin: 0 }}>
          {section.items.map((item, index) => (
            <li key={index} style={styles.item}>
              {item.severity ? <span style={styles.severity}>{item.severity}</span> : null}
              <span>{item.statement}</span>
              {item.quotes.map((quote, quoteIndex) => (
                <blockquote key={quoteIndex} style={styles.quote}>
                  “{quote}”
                </blockquote>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportDocument({ report }: { report: Report }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{report.title}</title>
      </head>
      <body style={styles.body}>
        <main style={styles.page}>
          <p style={styles.brand}>PolicyLens</p>
          <h1 style={styles.h1}>{report.title}</h1>
          <p style={styles.meta}>
            Created {formatReportDate(report.createdAt)} · Report {report.analysisId}
          </p>
          <div style={styles.tldr}>
            <strong>TL;DR</strong>
            <p style={{ margin: '6px 0 0' }}>{report.tldrSummary}</p>
          </div>
          {report.sections.map((section) => (
            <Section key={section.key} section={section} />
          ))}
          {report.notStated.length > 0 ? (
            <section>
              <h2 style={styles.h2}>Not stated in this policy</h2>
              <ul style={{ paddingLeft: '20px', margin: 0 }}>
                {report.notStated.map((item, index) => (
                  <li key={index} style={styles.item}>
                    <strong>{item.topic}:</strong> {item.explanation}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <p style={styles.footer}>
            Analysed by {report.engine}; {report.characters.toLocaleString('en-US')} characters.{' '}
            {REPORT_DISCLAIMER}
          </p>
        </main>
      </body>
    </html>
  );
}

export function renderHtml(report: Report): string {
  return `<!doctype html>${renderToStaticMarkup(<ReportDocument report={report} />)}`;
}
