/**
 * A PDF → Word / Excel / PowerPoint / HTML tool in one piece: PDFs in (several at once), each converted in
 * the browser's conversion Worker with its progress page by page, cancel and retry, what was found
 * (pages, tables, scanned pages whose text was recognised, pages that are only pictures), each result to
 * save and all of them as one zip.
 */
import { useCallback, useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { format, useI18n, useMessages } from '../../i18n/index.js';
import { FileInput, useFileInput } from '../inputs/FileInput.js';
import { ToolBody } from '../layout/Split.js';
import { BatchResult, type ResultRow } from '../results/BatchResult.js';
import { formatBytes } from '../results/files.js';
import { useRoundReport } from '../run/use-usage-report.js';
import { rowStatus, summarize } from '../tasks/server-batch.js';
import type { OfficeTarget } from './convert.js';
import { pdfOfficeMessages } from './messages.js';
import { usePdfOfficeBatch, type PdfItem } from './use-pdf-office-batch.js';

/** Page numbers as a short list (the first eight). */
function pageList(pages: number[]): string {
  return pages.slice(0, 8).join('、') + (pages.length > 8 ? '…' : '');
}

/** Largest PDF taken (the conversion holds it in the browser's memory). */
export const PDF_MAX_MB = 100;

export interface PdfOfficeToolProps {
  testId: string;
  target: OfficeTarget;
}

export function PdfOfficeTool(props: PdfOfficeToolProps) {
  const m = useMessages(pdfOfficeMessages);
  const { lang } = useI18n();
  const describe = useCallback(
    (code: string) =>
      ({
        'not-pdf': m.notPdf,
        password: m.password,
        damaged: m.damaged,
        'no-text': m.noText,
        'ocr-failed': m.ocrFailed,
        'too-many-pages': m.tooManyPages,
        crashed: m.crashed,
        cancelled: m.canceled,
      })[code] ?? m.failed,
    [m],
  );
  const job = useMemo(
    () => ({
      lang: lang === 'en' ? 'en' : 'zh-CN',
      sheetName: m.sheet,
      textSheetName: m.textSheet,
    }),
    [lang, m.sheet, m.textSheet],
  );
  const batch = usePdfOfficeBatch({ target: props.target, job, describe });
  const input = useFileInput({
    accept: '.pdf,application/pdf',
    multiple: true,
    maxSizeMb: PDF_MAX_MB,
    onFiles: batch.add,
  });
  const summary = summarize(batch.items);

  useRoundReport(summary.pending, summary.done);

  const stage = (item: PdfItem) => {
    if (item.phase === 'waiting') return m.waiting;
    const p = item.progress;
    const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);
    if (p?.model) return format(m.model, { loaded: mb(p.model.loaded), total: mb(p.model.total) });
    if (p?.stage === 'recognizing' && p.page && p.pages) return format(m.recognizing, { page: p.page, pages: p.pages });
    if (p?.stage === 'reading' && p.page && p.pages) return format(m.reading, { page: p.page, pages: p.pages });
    return p?.stage === 'writing' ? m.writing : m.waiting;
  };
  const outcome = (item: PdfItem) => {
    const r = item.report;
    if (!r || !item.result) return null;
    const parts = [format(m.pages, { n: r.pages }), formatBytes(item.result.size)];
    if (props.target === 'xlsx') parts.push(r.tables ? format(m.tables, { n: r.tables }) : m.noTables);
    return (
      <>
        <Typography data-testid="item-outcome" sx={{ fontSize: 12, color: 'success.main', fontWeight: 600 }}>
          {item.result.name} · {parts.join(' · ')}
        </Typography>
        {r.ocrPages.length > 0 && (
          <Typography data-testid="item-ocr" sx={{ fontSize: 12, color: 'warning.main', width: '100%' }}>
            {format(m.ocrPages, { list: pageList(r.ocrPages) })}
          </Typography>
        )}
        {r.imagePages.length > 0 && (
          <Typography data-testid="item-warning" sx={{ fontSize: 12, color: 'warning.main', width: '100%' }}>
            {format(m.imagePages, { list: pageList(r.imagePages) })}
          </Typography>
        )}
      </>
    );
  };
  const rows: ResultRow[] = batch.items.map((item) => {
    const status = rowStatus(item);
    return {
      key: item.key,
      name: item.name,
      status,
      progress: status === 'working' ? item.percent / 100 : undefined,
      stage: stage(item),
      error: status === 'error' ? item.error : undefined,
      detail: formatBytes(item.size),
      outcome: status === 'done' ? outcome(item) : undefined,
      file: item.result ? { blob: item.result.blob, name: item.result.name } : null,
      onCancel: status === 'working' || status === 'queued' ? () => batch.cancel(item.key) : undefined,
      onRetry:
        status === 'error' && item.code !== 'no-text' && item.code !== 'not-pdf'
          ? () => batch.retry(item.key)
          : undefined,
      data: { phase: item.phase, percent: item.percent, code: item.code },
    };
  });
  const hasItems = rows.length > 0;
  return (
    <ToolBody testId={props.testId}>
      <FileInput
        input={input}
        collapsed={hasItems}
        buttonText={m.upload}
        tip={
          <>
            {format(m.tip, { mb: PDF_MAX_MB })}
            <Typography component="span" sx={{ display: 'block', mt: 0.5, fontSize: 12, color: 'text.secondary' }}>
              {m.privacy}
            </Typography>
          </>
        }
      />
      {hasItems && (
        <div {...input.dropHandlers}>
          <BatchResult
            rows={rows}
            title={format(m.summary, { total: summary.total, done: summary.done })}
            onRemove={(key) => batch.remove(Number(key))}
            onClear={batch.clear}
            onAddMore={input.open}
            saveAllLabel={m.downloadAll}
            zipName={m.zipName}
            testId="pdf-batch"
          />
        </div>
      )}
    </ToolBody>
  );
}
