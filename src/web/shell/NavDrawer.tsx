import Drawer from '@mui/material/Drawer';
import type { CategoryId } from '../../common/categories.js';
import { NAV_WIDTH, SOFT_BG } from '../theme.js';
import { CategoryNav } from './CategoryNav.js';

/** Phones: the category navigation sliding in from the menu button, over a dimming mask (loaded on first use). */
export function NavDrawer(props: {
  open: boolean;
  onClose: () => void;
  active: CategoryId | 'all' | null;
  activeTool?: string;
}) {
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      data-testid="nav-drawer"
      slotProps={{
        paper: { sx: { width: NAV_WIDTH + 30, bgcolor: SOFT_BG } },
        backdrop: { 'data-testid': 'nav-mask' } as object,
      }}
      sx={{ display: { md: 'none' } }}
    >
      <CategoryNav active={props.active} activeTool={props.activeTool} />
    </Drawer>
  );
}
