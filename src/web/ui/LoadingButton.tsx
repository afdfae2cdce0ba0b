import Button, { type ButtonProps } from '@mui/material/Button';

/** A button that is disabled and shows a spinner while `loading`. */
export function LoadingButton({ loading = false, disabled, ...props }: ButtonProps & { loading?: boolean }) {
  return <Button {...props} loading={loading} disabled={disabled || loading} aria-busy={loading} />;
}
