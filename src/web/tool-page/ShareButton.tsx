import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import IosShareIcon from '@mui/icons-material/IosShare';
import type { ToolMeta } from '../../common/tool-meta.js';
import { useI18n } from '../i18n/index.js';
import { useToast } from '../shell/Toast.js';

/** The share button's place in the header; here it copies `【title】link`. */
export function ShareButton({ meta }: { meta: ToolMeta }) {
  const { t, pick } = useI18n();
  const toast = useToast();
  const share = async () => {
    await navigator.clipboard.writeText(`【${pick(meta.name)}】${window.location.href}`);
    toast(t('share.copied'));
  };
  return (
    <Tooltip title={t('tool.share')}>
      <IconButton aria-label={t('tool.share')} data-testid="share-button" onClick={() => void share()}
        sx={{ bgcolor: '#f2f4f8', flexShrink: 0 }}>
        <IosShareIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
