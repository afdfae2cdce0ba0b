import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  copyText,
  format,
  ToolBody,
  useI18n,
  useMessages,
  useSaver,
  useToast,
  useToolOptions,
  useUsageReport,
} from '../../web/kit/index.js';
import { messages } from './messages.js';
import { findLanguages, LANGUAGES, SCHEMA } from './languages.js';

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** 开发语言输出hello world: pick a language, read its first program, copy it, run it. */
export default function CompilationPage() {
  const m = useMessages(messages);
  const { lang: uiLang } = useI18n();
  const toast = useToast();
  const saver = useSaver();
  const report = useUsageReport();
  const { values, set } = useToolOptions(SCHEMA);
  const [query, setQuery] = useState('');
  const found = findLanguages(query);
  const current = LANGUAGES.find((l) => l.id === values.lang) ?? LANGUAGES[0]!;
  const copy = async (text: string) => {
    const ok = await copyText(text);
    toast(ok ? m.copied : m.copyFailed);
    if (ok) report(current.id);
  };

  return (
    <ToolBody testId="compilation-tool" data-lang={current.id}>
      <TextField
        size="small"
        label={m.search}
        placeholder={m.searchPlaceholder}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        helperText={found.length ? format(m.count, { count: found.length }) : m.none}
        slotProps={{ htmlInput: { 'data-testid': 'hello-search' } }}
      />
      <Box
        role="radiogroup"
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(118px, 1fr))' }}
        data-testid="hello-languages"
      >
        {found.map((l) => {
          const active = l.id === current.id;
          return (
            <ButtonBase
              key={l.id}
              role="radio"
              aria-checked={active}
              data-testid={`hello-lang-${l.id}`}
              onClick={() => set({ lang: l.id })}
              sx={{
                flexDirection: 'column',
                alignItems: 'flex-start',
                textAlign: 'left',
                px: 1.25,
                py: 0.9,
                borderRadius: 2,
                border: '1.5px solid',
                borderColor: active ? 'primary.main' : 'line.main',
                bgcolor: active ? 'surface.selected' : 'background.paper',
                color: active ? 'primary.main' : 'text.primary',
              }}
            >
              <Box component="span" sx={{ fontSize: 14, fontWeight: 700 }}>
                {l.name.replace(/ \(.*\)$/, '')}
              </Box>
              <Box component="span" sx={{ fontSize: 12, color: 'text.secondary', lineHeight: 1.4 }}>
                {l.about[uiLang]}
              </Box>
            </ButtonBase>
          );
        })}
      </Box>
      <Box sx={{ border: 1, borderColor: 'line.main', borderRadius: 3, overflow: 'hidden' }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
            px: 2,
            py: 1,
            bgcolor: 'surface.subtle',
          }}
        >
          <Typography component="h2" sx={{ fontSize: 16, fontWeight: 800 }} data-testid="hello-name">
            {current.name}
          </Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary', fontFamily: mono }}>
            {m.file}: {current.file}
          </Typography>
          <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>
            <Button
              size="small"
              startIcon={<FileDownloadOutlined />}
              onClick={() => {
                report(current.id);
                void saver.save(() => [
                  { blob: new Blob([current.code], { type: 'text/plain;charset=utf-8' }), name: current.file },
                ]);
              }}
              data-testid="hello-download"
            >
              {m.download}
            </Button>
            <Button
              size="small"
              variant="contained"
              disableElevation
              startIcon={<ContentCopyRounded />}
              onClick={() => void copy(current.code)}
              data-testid="hello-copy"
            >
              {m.copy}
            </Button>
          </Box>
        </Box>
        <Box
          component="pre"
          data-testid="hello-code"
          sx={{
            m: 0,
            px: 2,
            py: 1.5,
            fontFamily: mono,
            fontSize: 14,
            lineHeight: 1.6,
            overflow: 'auto',
            bgcolor: 'background.paper',
          }}
        >
          {current.code}
        </Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 1,
            borderTop: 1,
            borderColor: 'line.main',
            bgcolor: 'surface.subtle',
          }}
        >
          <Typography sx={{ fontSize: 13, color: 'text.secondary', flexShrink: 0 }}>{m.run}</Typography>
          <Box
            component="code"
            data-testid="hello-run"
            sx={{ fontFamily: mono, fontSize: 13, overflowWrap: 'anywhere', flex: 1 }}
          >
            {current.run}
          </Box>
          <Button size="small" onClick={() => void copy(current.run)} data-testid="hello-copy-run">
            {m.copyRun}
          </Button>
        </Box>
      </Box>
      {saver.ui}
    </ToolBody>
  );
}
