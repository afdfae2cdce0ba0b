import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useI18n } from '../i18n/index.js';
import { LEGAL } from '../pages/legal.js';
import { LegalDocumentView } from '../pages/LegalDocumentView.js';
import { complianceMessages } from './messages.js';

/**
 * 《数据处理规则及免责声明》 over the compliance modal (its own chunk, fetched when first opened): reading
 * it and closing it comes back to the modal as it was, the pending upload still waiting for an answer.
 */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pick } = useI18n();
  const m = pick(complianceMessages);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      scroll="paper"
      aria-labelledby="terms-title"
      slotProps={{ paper: { 'data-testid': 'terms-dialog', sx: { borderRadius: 3, m: 2 } } as object }}
    >
      <DialogContent sx={{ px: { xs: 2.5, md: 4 }, py: 3 }}>
        <LegalDocumentView doc={pick(LEGAL.terms)} titleId="terms-title" />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          variant="contained"
          disableElevation
          onClick={onClose}
          data-testid="terms-close"
          sx={{ borderRadius: 5 }}
        >
          {m.backToUpload}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
