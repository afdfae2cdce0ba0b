import { useMemo, useState } from 'react';
import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  ChoiceChips,
  copyText,
  createWorkerClient,
  Examples,
  inputKey,
  LARGE_INPUT,
  OptionsPanel,
  Split,
  SwitchField,
  TextInput,
  ToolBody,
  useLiveTransform,
  useMessages,
  useSaver,
  useSettledReport,
  useToast,
  useToolOptions,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { EXAMPLES } from './examples.js';
import { fileStem, htmlDocument, renderMarkdown, SCHEMA, titleOf, type Options } from './markdown.js';

const worker = createWorkerClient<{ text: string; options: Options }, string>(
  () => new Worker(new URL('./markdown.worker.ts', import.meta.url), { type: 'module' }),
);

/** The preview's typography (theme tokens only). */
const PREVIEW_SX = {
  fontSize: 15,
  lineHeight: 1.75,
  overflowWrap: 'anywhere',
  '& h1, & h2': { borderBottom: 1, borderColor: 'line.main', pb: 0.5 },
  '& h1': { fontSize: 26, mt: 1 },
  '& h2': { fontSize: 21 },
  '& h3': { fontSize: 18 },
  '& a': { color: 'primary.main' },
  '& code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '0.9em',
    bgcolor: 'surface.soft',
    px: 0.5,
    borderRadius: 1,
  },
  '& pre': { bgcolor: 'surface.soft', p: 1.5, borderRadius: 2, overflow: 'auto' },
  '& pre code': { bgcolor: 'transparent', p: 0 },
  '& blockquote': { m: 0, pl: 2, color: 'text.secondary', borderLeft: 4, borderColor: 'line.strong' },
  '& table': { borderCollapse: 'collapse', display: 'block', overflow: 'auto' },
  '& th, & td': { border: 1, borderColor: 'line.strong', px: 1.5, py: 0.5 },
  '& img': { maxWidth: '100%' },
  '& hr': { border: 0, borderTop: 1, borderColor: 'line.main' },
} as const;

/** markdown编辑器: live preview of sanitised HTML; export .md, .html, copy the HTML. */
export default function MarkdownPage() {
  const m = useMessages(messages);
  const toast = useToast();
  const saver = useSaver();
  const { values, set, reset } = useToolOptions(SCHEMA);
  const [text, setText] = useState('');
  const render = { html: values.html, breaks: values.breaks, linkify: values.linkify };
  const live = useLiveTransform(text, {
    size: text.length,
    isEmpty: (t) => t === '',
    transform: (t, signal) =>
      t.length > LARGE_INPUT ? worker.call({ text: t, options: values }, { signal }) : renderMarkdown(t, values),
    deps: [render.html, render.breaks, render.linkify],
  });
  const raw = live.outcome?.ok ? live.outcome.value : '';
  // Everything shown or exported goes through DOMPurify (raw HTML may be allowed; links are markdown-it's).
  const safe = useMemo(() => (raw && typeof window !== 'undefined' ? DOMPurify.sanitize(raw) : ''), [raw]);
  const reportNow = useSettledReport(safe ? inputKey(text, render) : null);
  const stem = fileStem(titleOf(text), m.untitled);
  const save = (kind: 'md' | 'html') => {
    reportNow();
    void saver.save(() => [
      kind === 'md'
        ? { blob: new Blob([text], { type: 'text/markdown;charset=utf-8' }), name: `${stem}.md` }
        : {
            blob: new Blob([htmlDocument(safe, titleOf(text) ?? stem)], { type: 'text/html;charset=utf-8' }),
            name: `${stem}.html`,
          },
    ]);
  };
  const showEditor = values.view !== 'preview';
  const showPreview = values.view !== 'edit';

  const editor = (
    <TextInput
      value={text}
      onChange={setText}
      label={m.editor}
      placeholder={m.placeholder}
      rows={20}
      monospace
      testId="md-input"
      examples={
        <Examples
          items={[
            { label: m.exampleNote, apply: () => setText(EXAMPLES.note) },
            { label: m.exampleTable, apply: () => setText(EXAMPLES.table) },
            { label: m.exampleReadme, apply: () => setText(EXAMPLES.readme) },
          ]}
        />
      }
    />
  );
  const preview = (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontSize: 14, fontWeight: 700, mb: 1 }}>{m.preview}</Typography>
      <Box sx={{ position: 'relative', border: 1, borderColor: 'line.main', borderRadius: 3, overflow: 'hidden' }}>
        {live.busy && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
        {safe ? (
          <Box
            data-testid="md-preview"
            sx={{ ...PREVIEW_SX, px: 2, py: 1, minHeight: 200, maxHeight: { md: 640 }, overflow: 'auto' }}
            dangerouslySetInnerHTML={{ __html: safe }}
          />
        ) : (
          <Box sx={{ p: 2, minHeight: 200, color: 'text.disabled' }}>{m.previewEmpty}</Box>
        )}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            gap: 1,
            px: 1.5,
            py: 1,
            borderTop: 1,
            borderColor: 'line.main',
            bgcolor: 'surface.subtle',
          }}
        >
          <Button
            size="small"
            startIcon={<ContentCopyRounded />}
            disabled={!safe}
            data-testid="md-copy-html"
            onClick={async () => {
              const ok = await copyText(safe);
              toast(ok ? m.copied : m.copyFailed);
              if (ok) reportNow();
            }}
          >
            {m.copyHtml}
          </Button>
          <Button
            size="small"
            startIcon={<FileDownloadOutlined />}
            disabled={!text}
            onClick={() => save('md')}
            data-testid="md-export-md"
          >
            {m.exportMd}
          </Button>
          <Button
            size="small"
            variant="contained"
            disableElevation
            startIcon={<FileDownloadOutlined />}
            disabled={!safe}
            onClick={() => save('html')}
            data-testid="md-export-html"
          >
            {m.exportHtml}
          </Button>
        </Box>
      </Box>
    </Box>
  );

  return (
    <ToolBody testId="markdown-tool" data-state={live.busy ? 'busy' : safe ? 'ok' : 'empty'}>
      <OptionsPanel onReset={reset} columns={2}>
        <ChoiceChips
          label={m.view}
          value={values.view}
          onChange={(view) => set({ view })}
          columns={3}
          testId="md-view"
          choices={[
            { value: 'split', label: m.split },
            { value: 'edit', label: m.edit },
            { value: 'preview', label: m.previewOnly },
          ]}
        />
        <Box>
          <SwitchField
            label={m.breaks}
            checked={values.breaks}
            onChange={(breaks) => set({ breaks })}
            testId="md-breaks"
          />
          <SwitchField
            label={m.linkify}
            checked={values.linkify}
            onChange={(linkify) => set({ linkify })}
            testId="md-linkify"
          />
          <SwitchField label={m.html} checked={values.html} onChange={(html) => set({ html })} testId="md-html" />
        </Box>
      </OptionsPanel>
      {showEditor && showPreview ? (
        <Split>
          {editor}
          {preview}
        </Split>
      ) : showEditor ? (
        editor
      ) : (
        preview
      )}
      {saver.ui}
    </ToolBody>
  );
}
