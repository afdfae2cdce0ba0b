import { Component, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { translate } from '../i18n/index.js';

/** A render error replaces the page with the spec's text. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    if (this.state.failed) {
      return (
        <Box role="alert" data-testid="render-error" sx={{ p: 6, textAlign: 'center', fontSize: 18 }}>
          {translate('zh', 'error.render')}
        </Box>
      );
    }
    return this.props.children;
  }
}
