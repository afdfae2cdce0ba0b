import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useI18n, useMessages } from '../i18n/index.js';
import { lazyPart } from '../ui/lazy-part.js';
import { complianceMessages } from './messages.js';
import { splitOnTerm } from './compliance.js';
import type { ComplianceDialogProps } from './ComplianceDialog.js';

const Terms = lazyPart(() => import('./TermsDialog.js').then((m) => m.TermsDialog));

/**
 * The compliance modal: the page's text, 同意 and 拒绝. Where the text names 《数据处理规则及免责声明》 it
 * links the rules' page; a click shows them over the modal, which keeps its state.
 */
export function ComplianceDialogView({ open, info, onAgree, onRefuse, onClose }: ComplianceDialogProps) {
  const m = useMessages(complianceMessages);
  const { t, href } = useI18n();
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        aria-labelledby="compliance-title"
        slotProps={{
          paper: { 'data-testid': 'compliance-dialog', sx: { borderRadius: 3, maxWidth: 440, m: 2 } } as object,
        }}
      >
        <DialogTitle id="compliance-title" sx={{ fontSize: 17, fontWeight: 700, textAlign: 'center', pb: 1 }}>
          {info.title}
        </DialogTitle>
        <DialogContent sx={{ pb: 1 }}>
          {info.paragraphs.map((p, i) => (
            <Typography key={i} sx={{ fontSize: 14, color: 'text.secondary', lineHeight: 1.75, mb: 1 }}>
              {splitOnTerm(p, t('footer.terms')).map((part, j) =>
                part.term ? (
                  <Link
                    key={j}
                    href={href('/terms.html')}
                    data-testid="compliance-terms"
                    onClick={(e) => {
                      // A plain click opens the rules over the modal; a modified click still opens the page.
                      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                      e.preventDefault();
                      setTermsOpen(true);
                    }}
                  >
                    {part.text}
                  </Link>
                ) : (
                  part.text
                ),
              )}
            </Typography>
          ))}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1.5, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          <Button
            fullWidth
            variant="outlined"
            color="inherit"
            onClick={onRefuse}
            data-testid="compliance-refuse"
            sx={{ borderRadius: 5, color: 'text.secondary', borderColor: 'divider' }}
          >
            {m.refuse}
          </Button>
          <Button
            fullWidth
            variant="contained"
            disableElevation
            onClick={onAgree}
            data-testid="compliance-agree"
            sx={{ borderRadius: 5 }}
          >
            {m.agree}
          </Button>
        </DialogActions>
      </Dialog>
      <Terms when={termsOpen} open={termsOpen} onClose={() => setTermsOpen(false)} />
    </>
  );
}
