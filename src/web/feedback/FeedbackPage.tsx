import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import { API } from '../../common/protocol.js';
import { FEEDBACK_LIMITS, charCount, contentProblem } from '../../common/feedback.js';
import { format, useMessages } from '../i18n/index.js';
import { Shell } from '../shell/Shell.js';
import { LoadingButton } from '../ui/LoadingButton.js';
import { SOFT_BG } from '../theme.js';
import { call, isApiError } from '../platform/request.js';
import { feedbackMessages } from './messages.js';
import { backHref, readSource, type FeedbackSource } from './source.js';

type State = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; reason: string };

/** Sends the message; resolves to null on success or the reason it failed. */
async function send(
  content: string,
  contact: string,
  source: FeedbackSource,
  unknownReason: string,
): Promise<string | null> {
  try {
    const res = await call<{ ret: number }>({
      url: API.feedback,
      params: { content, contact: contact.trim(), host: source.host, path: source.path },
      silent: true,
    });
    if (isApiError(res)) return res.errMsg;
    return res.ret === 0 ? null : unknownReason;
  } catch (error) {
    return error instanceof Error && error.message ? error.message : unknownReason;
  }
}

/** The feedback page (`/feedback.html?host=...&path=...`): a message (required), optional contact, the page it is about. */
export function FeedbackPage() {
  const m = useMessages(feedbackMessages);
  const [source, setSource] = useState<FeedbackSource>({ host: '', path: '' });
  const [back, setBack] = useState<string | null>(null);
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [touched, setTouched] = useState(false);
  const [state, setState] = useState<State>({ kind: 'editing' });

  // The page is pre-rendered without a query: read it once hydrated.
  useEffect(() => {
    const s = readSource(window.location.search);
    setSource(s);
    setBack(backHref(s, window.location.host));
  }, []);

  const count = charCount(content);
  const problem = contentProblem(content);
  const showProblem = touched || problem === 'tooLong';
  const problemText =
    problem === 'empty'
      ? m.contentRequired
      : problem === 'tooLong'
        ? format(m.contentTooLong, { max: FEEDBACK_LIMITS.content })
        : '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem || state.kind === 'sending') return;
    setState({ kind: 'sending' });
    const reason = await send(content, contact, source, m.failedUnknown);
    setState(reason === null ? { kind: 'sent' } : { kind: 'failed', reason });
  };

  const again = () => {
    setContent('');
    setTouched(false);
    setState({ kind: 'editing' });
  };

  const from = `${source.host}${source.path}`;

  return (
    <Shell active={null}>
      <Box sx={{ maxWidth: 720, mx: 'auto', mt: { xs: 1, md: 3 } }}>
        <Box component="section" sx={{ bgcolor: SOFT_BG, borderRadius: 3, p: { xs: 1.5, md: 3 } }}>
          <Box sx={{ px: { xs: 0.5, md: 0 }, mb: { xs: 1.5, md: 2.5 } }}>
            <Typography component="h1" sx={{ fontSize: { xs: 20, md: 24 }, fontWeight: 700 }}>
              {m.title}
            </Typography>
            <Typography sx={{ fontSize: 14, color: 'text.secondary', mt: 0.75, lineHeight: 1.7 }}>{m.lead}</Typography>
          </Box>
          <Box sx={{ bgcolor: 'background.paper', borderRadius: 3, p: { xs: 2, md: 3.5 } }}>
            {state.kind === 'sent' ? (
              <Box data-testid="feedback-sent" role="status" sx={{ textAlign: 'center', py: { xs: 3, md: 5 } }}>
                <CheckCircleRoundedIcon sx={{ fontSize: 64, color: 'success.main' }} />
                <Typography sx={{ fontSize: 18, fontWeight: 700, mt: 1.5 }}>{m.sentTitle}</Typography>
                <Typography sx={{ fontSize: 14, color: 'text.secondary', mt: 0.75 }}>{m.sentBody}</Typography>
                <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', mt: 3, flexWrap: 'wrap' }}>
                  {back && (
                    <Button variant="contained" href={back} data-testid="feedback-back">
                      {m.back}
                    </Button>
                  )}
                  <Button variant="outlined" onClick={again} data-testid="feedback-again">
                    {m.again}
                  </Button>
                </Box>
              </Box>
            ) : (
              <Box
                component="form"
                noValidate
                onSubmit={(e) => void submit(e)}
                data-testid="feedback-form"
                sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
              >
                {from && (
                  <Box
                    data-testid="feedback-from"
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      fontSize: 13,
                      color: 'text.secondary',
                      bgcolor: SOFT_BG,
                      borderRadius: 2,
                      px: 1.5,
                      py: 1,
                      minWidth: 0,
                    }}
                  >
                    <LinkRoundedIcon sx={{ fontSize: 18, color: 'primary.main', flexShrink: 0 }} />
                    <Box component="span" sx={{ flexShrink: 0 }}>
                      {m.from}
                    </Box>
                    <Box
                      component="span"
                      data-testid="feedback-from-page"
                      sx={{
                        color: 'text.primary',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                        minWidth: 0,
                      }}
                    >
                      {from}
                    </Box>
                  </Box>
                )}
                <Box>
                  <TextField
                    label={m.contentLabel}
                    placeholder={m.contentPlaceholder}
                    required
                    fullWidth
                    multiline
                    minRows={6}
                    maxRows={14}
                    value={content}
                    onChange={(e) => setContent(e.target.value)}
                    onBlur={() => content !== '' && setTouched(true)}
                    error={showProblem && problem !== null}
                    slotProps={{
                      htmlInput: { 'data-testid': 'feedback-content', 'aria-describedby': 'feedback-content-help' },
                    }}
                  />
                  <Box
                    id="feedback-content-help"
                    sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 0.75, px: 0.5, fontSize: 12 }}
                  >
                    <Box
                      component="span"
                      role={showProblem && problem ? 'alert' : undefined}
                      data-testid="feedback-content-error"
                      sx={{ color: 'error.main' }}
                    >
                      {showProblem && problem ? problemText : ''}
                    </Box>
                    <Box
                      component="span"
                      data-testid="feedback-counter"
                      sx={{
                        color: count > FEEDBACK_LIMITS.content ? 'error.main' : 'text.secondary',
                        fontVariantNumeric: 'tabular-nums',
                        flexShrink: 0,
                      }}
                    >
                      {count}/{FEEDBACK_LIMITS.content}
                    </Box>
                  </Box>
                </Box>
                <TextField
                  label={m.contactLabel}
                  placeholder={m.contactPlaceholder}
                  fullWidth
                  value={contact}
                  onChange={(e) => setContact(e.target.value)}
                  slotProps={{
                    htmlInput: {
                      maxLength: FEEDBACK_LIMITS.contact,
                      'data-testid': 'feedback-contact',
                      autoComplete: 'email',
                    },
                  }}
                />
                {state.kind === 'failed' && (
                  <Alert severity="error" data-testid="feedback-failed" sx={{ borderRadius: 2 }}>
                    {format(m.failed, { reason: state.reason })}
                  </Alert>
                )}
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: { xs: 'stretch', sm: 'center' },
                    flexDirection: { xs: 'column', sm: 'row-reverse' },
                    gap: 1.5,
                    justifyContent: 'space-between',
                  }}
                >
                  <LoadingButton
                    type="submit"
                    variant="contained"
                    size="large"
                    loading={state.kind === 'sending'}
                    data-testid="feedback-submit"
                    sx={{ minWidth: 160, borderRadius: 2.5 }}
                  >
                    {m.submit}
                  </LoadingButton>
                  <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{m.privacy}</Typography>
                </Box>
              </Box>
            )}
          </Box>
        </Box>
      </Box>
    </Shell>
  );
}
