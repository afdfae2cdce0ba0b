import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMessages } from '../i18n/index.js';
import { complianceMessages } from './messages.js';
import type { ComplianceDialogProps } from './ComplianceDialog.js';

/** The compliance modal: the page's text, 同意 and 拒绝. */
export function ComplianceDialogView({ open, info, onAgree, onRefuse, onClose }: ComplianceDialogProps) {
  const m = useMessages(complianceMessages);
  return (
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
            {p}
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
  );
}
