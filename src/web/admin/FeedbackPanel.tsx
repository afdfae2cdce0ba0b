import { useEffect, useState } from 'react';
import {
  Alert,
  InputAdornment,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import Search from '@mui/icons-material/Search';
import type { FeedbackPage } from '../../common/feedback.js';
import { format } from '../i18n/index.js';
import { useDebounced } from '../ui/use-debounced.js';
import type { AdminMessages } from './messages.js';
import { loadFeedback } from './api.js';
import { Empty } from './parts.js';

/** Feedback, newest first: a page at a time, searched on the server as the operator types. */
export function FeedbackPanel(props: { m: AdminMessages; onQuery: (q: string) => void }) {
  const { m, onQuery } = props;
  const [q, setQ] = useState('');
  const query = useDebounced(q, 300);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [data, setData] = useState<FeedbackPage | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    loadFeedback(page + 1, pageSize, query).then(
      (d) => live && (setData(d), setError('')),
      (e: Error) => live && setError(e.message),
    );
    onQuery(query);
    return () => {
      live = false;
    };
  }, [page, pageSize, query, onQuery]);

  return (
    <Stack sx={{ gap: 1.5 }} data-testid="feedback">
      <TextField
        size="small"
        placeholder={m.search}
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setPage(0);
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { 'data-testid': 'feedback-search', maxLength: 100 },
        }}
        sx={{ maxWidth: 420 }}
      />
      {error && <Alert severity="error">{format(m.loadFailed, { reason: error })}</Alert>}
      {data && data.items.length === 0 && <Empty text={m.feedbackEmpty} />}
      {data && data.items.length > 0 && (
        <TableContainer>
          <Table size="small" sx={{ minWidth: 720, tableLayout: 'fixed' }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 150 }}>{m.time}</TableCell>
                <TableCell>{m.content}</TableCell>
                <TableCell sx={{ width: 160 }}>{m.contact}</TableCell>
                <TableCell sx={{ width: 180 }}>{m.page}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((f) => (
                <TableRow key={f.id} data-testid="feedback-row">
                  <TableCell sx={{ color: 'text.secondary', fontSize: 13, verticalAlign: 'top' }}>
                    {f.created_at.slice(0, 16).replace('T', ' ')}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <Typography sx={{ fontSize: 14, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {f.content}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ fontSize: 13, overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                    {f.contact || '—'}
                  </TableCell>
                  <TableCell
                    sx={{ fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere', verticalAlign: 'top' }}
                  >
                    {[f.host, f.path].filter(Boolean).join('') || '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data && data.total > 0 && (
        <TablePagination
          component="div"
          count={data.total}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[10, 20, 50]}
          labelRowsPerPage={m.rowsPerPage}
          labelDisplayedRows={({ from, to, count }) => format(m.displayedRows, { from, to, count })}
          onPageChange={(_e, p) => setPage(p)}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(0);
          }}
        />
      )}
    </Stack>
  );
}
